@_exported import UIKitCore
