// `import UIKit` is all an app needs, as on a device: Foundation and the framework come with it.
@_exported import Foundation
@_exported import UIKitCore
