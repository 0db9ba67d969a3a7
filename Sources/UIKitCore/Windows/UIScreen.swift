import Foundation

/// An object that defines the properties associated with a hardware-based display: on the
/// server, the browser viewport of one scene.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The bounding rectangle of the screen, in points.
    open internal(set) var bounds: CGRect
    /// The natural scale factor associated with the screen: the browser's device pixel ratio.
    open internal(set) var scale: CGFloat

    /// The native scale factor for the physical screen.
    open var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen of the scene whose turn is running: each browser session is a scene with its
    /// own screen, so this is the one of the session the code works for (the last scene that
    /// had a turn, outside turns). Deprecated in iOS 16 in favour of the window scene's
    /// `screen`, as here.
    @available(iOS, deprecated: 16.0, message: "Use the screen of the view's window scene")
    public class var main: UIScreen {
        current
    }

    /// The screen of the scene whose turn is running (see `main`).
    static var current: UIScreen {
        UIWindowScene.turnScene?.screen ?? fallback
    }

    /// The traits of the screen: those of the scene it belongs to (the browser viewport's size
    /// classes, scale and style), or a light iPhone's for a screen shown by no turn.
    open var traitCollection: UITraitCollection {
        if let scene = UIWindowScene.turnScene, scene.screen === self { return scene.traitCollection }
        return UITraitCollection.forDisplay(width: bounds.width, height: bounds.height, scale: scale, style: .light)
    }

    /// Before any scene connected: an iPhone-sized screen.
    private static let fallback = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
}
