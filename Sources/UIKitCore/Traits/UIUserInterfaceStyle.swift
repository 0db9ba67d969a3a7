/// Constants that indicate the interface style for the app.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
