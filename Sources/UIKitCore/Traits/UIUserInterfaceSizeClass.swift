/// Constants that indicate the size class of a trait environment's width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}
