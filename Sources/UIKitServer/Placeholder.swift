import UIKitCore
public enum UIKitServerPlaceholder {}
