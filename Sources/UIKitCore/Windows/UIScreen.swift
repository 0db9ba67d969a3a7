import Foundation

/// An object that defines the properties associated with a hardware-based display: on the
/// server, the browser viewport of one scene.
@MainActor
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
}
