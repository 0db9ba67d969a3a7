import Foundation
@_spi(Host) import UIKitCore

/// What the app's Info.plist puts into the page's HTML: the title (`CFBundleDisplayName`, else
/// `CFBundleName`) and the launch screen shown until the scene's first snapshot
/// (`UILaunchScreen`; web/launch.js removes it).
struct PageSettings: Sendable {
    var title: String?
    var launchScreen: LaunchScreen?

    /// The settings of the launched app.
    @MainActor static func fromApp() -> PageSettings {
        PageSettings(title: UIApplication.appDisplayName, launchScreen: UIApplication.launchScreen)
    }

    /// `html` with the app's title and launch screen.
    func apply(to html: String) -> String {
        var html = html
        if let title, let range = html.range(of: #"<title>[^<]*</title>"#, options: .regularExpression) {
            html.replaceSubrange(range, with: "<title>\(Self.escaped(title))</title>")
        }
        if let launchScreen, let body = html.range(of: "<body>") {
            html.insert(contentsOf: "\n" + Self.markup(of: launchScreen), at: body.upperBound)
        }
        return html
    }

    /// The launch screen as an element over the scene, in its color set's colors or the system
    /// background, for the page's colour scheme (or the style the Info.plist fixes).
    static func markup(of screen: LaunchScreen) -> String {
        let light = screen.backgroundLight ?? "#ffffff", dark = screen.backgroundDark ?? "#000000"
        let lightBar = "#f9f9f9", darkBar = "#1c1c1e"
        var css = "#launch{position:fixed;inset:0;z-index:2147483647;background:\(screen.style == .dark ? dark : light)}"
        css += "#launch .bar{position:absolute;left:0;right:0;background:\(screen.style == .dark ? darkBar : lightBar)}"
        if !screen.labels.isEmpty {
            css += "#launch .label{position:absolute;transform:translate(-50%,-50%);white-space:pre-wrap;"
                + "color:var(\(screen.style == .dark ? "--dark" : "--light"))}"
        }
        if screen.style == nil {
            css += "@media (prefers-color-scheme: dark){#launch{background:\(dark)}#launch .bar{background:\(darkBar)}"
                + "#launch .label{color:var(--dark)}}"
        }
        var content = ""
        if screen.showsNavigationBar {
            content += "<div class=\"bar\" style=\"top:0;height:calc(env(safe-area-inset-top) + 44px)\"></div>"
        }
        if screen.showsTabBar {
            content += "<div class=\"bar\" style=\"bottom:0;height:calc(env(safe-area-inset-bottom) + 49px)\"></div>"
        }
        if let image = screen.imageDataURL {
            let inset = screen.imageRespectsSafeAreaInsets
                ? "top:env(safe-area-inset-top);bottom:env(safe-area-inset-bottom);left:env(safe-area-inset-left);right:env(safe-area-inset-right)"
                : "inset:0"
            content += "<div style=\"position:absolute;\(inset);display:flex;align-items:center;justify-content:center\">"
                + "<img alt=\"\" src=\"\(image)\" width=\"\(Self.number(screen.imageSize.width))\" "
                + "height=\"\(Self.number(screen.imageSize.height))\"></div>"
        }
        for label in screen.labels { content += markup(of: label) }
        let note = screen.storyboardName.map { " data-storyboard=\"\(escaped($0))\"" } ?? ""
        return "<style>\(css)</style><div id=\"launch\" aria-hidden=\"true\"\(note)>\(content)</div>"
    }

    /// A launch storyboard's label, centred where Interface Builder placed it relative to the
    /// initial view's size, in its font and colours.
    static func markup(of label: LaunchLabel) -> String {
        let family = label.fontFamily == "system" ? "var(--system-font)" : "'\(escaped(label.fontFamily))', var(--system-font)"
        let style = "left:\(number(label.centerX * 100))%;top:\(number(label.centerY * 100))%;width:\(number(label.width))px;"
            + "font:\(label.fontWeight) \(number(label.fontSize))px \(family);text-align:\(label.alignment);"
            + "--light:\(label.colorLight);--dark:\(label.colorDark)"
        return "<div class=\"label\" style=\"\(style)\">\(escaped(label.text))</div>"
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    /// Text safe inside an element or a quoted attribute.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
