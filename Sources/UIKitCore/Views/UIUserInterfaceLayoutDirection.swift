/// The direction a view lays out its content: left to right, or right to left for languages
/// such as Hebrew and Arabic.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
