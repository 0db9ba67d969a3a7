extension UIApplication {
    /// The layout direction of the app's user interface: right to left when the first language
    /// of the session whose turn runs is written right to left (docs/locale.md).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        SessionLocale.current.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
