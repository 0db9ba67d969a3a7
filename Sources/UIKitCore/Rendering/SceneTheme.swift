/// How the page around a scene is coloured: the colour at the top of the scene, and whether the
/// status bar's content would be light (on a dark top) or dark. The browser uses it as the
/// page's theme colour and colour scheme.
@_spi(Host) public struct SceneTheme: Equatable, Sendable {
    public var color: RenderColor
    /// `true` when the status bar draws light content: the page's colour scheme is dark.
    public var isDark: Bool
    public var isStatusBarHidden: Bool

    public init(color: RenderColor, isDark: Bool, isStatusBarHidden: Bool) {
        self.color = color
        self.isDark = isDark
        self.isStatusBarHidden = isStatusBarHidden
    }
}
