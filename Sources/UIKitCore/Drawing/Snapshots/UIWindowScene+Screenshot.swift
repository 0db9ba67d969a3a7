import Foundation

/// Screenshots made on the server: the scene's windows drawn by the one rasterizer as the page
/// draws them, without a browser.
extension UIWindowScene {
    /// The scene as its page shows it, as PNG bytes: its shown windows back to front (by window
    /// level), at `scale` pixels per point (the screen's scale when `nil`), cropped to `rect`
    /// in screen points when given (an element's screenshot). Empty when nothing is left to
    /// draw (a crop outside the screen, a scale that makes no pixel or too many).
    public func _screenshotPNG(scale: CGFloat? = nil, cropTo rect: CGRect? = nil) -> [UInt8] {
        let scale = scale ?? screen.scale
        let area = rect.map { $0.standardized } ?? screen.bounds
        guard scale > 0, scale.isFinite, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else {
            return []
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: area, format: format)
        return [UInt8](renderer.pngData { context in drawScreen(in: context.cgContext) })
    }

    /// Draws the page: its canvas in the page's colour scheme, then each shown window where it
    /// sits on the screen.
    private func drawScreen(in ctx: CGContext) {
        for window in windows { window.layoutIfNeeded() }
        ctx.saveGState()
        // Chromium's canvas: white, or its dark gray when the page's colour scheme is dark.
        let dark = renderer.theme?.isDark ?? (traitCollection.userInterfaceStyle == .dark)
        ctx.setFillColor(dark ? CGColor(red: 18.0 / 255, green: 18.0 / 255, blue: 18.0 / 255, alpha: 1) : CGColor(gray: 1, alpha: 1))
        ctx.fill(screen.bounds)
        ctx.restoreGState()
        for window in windows where !window.isHidden && window.alpha > 0 {
            window.layer.renderPlaced(in: ctx, opacity: 1)
        }
    }
}
