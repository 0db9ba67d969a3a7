import Foundation

extension UIWindowScene {
    /// The geometry of a window scene: its interface orientation and coordinate space.
    @MainActor
    public final class Geometry: NSObject {
        /// The orientation of the scene's interface.
        public let interfaceOrientation: UIInterfaceOrientation
        /// The scene's coordinate space, its screen's.
        public let coordinateSpace: any UICoordinateSpace

        init(interfaceOrientation: UIInterfaceOrientation, coordinateSpace: any UICoordinateSpace) {
            self.interfaceOrientation = interfaceOrientation
            self.coordinateSpace = coordinateSpace
            super.init()
        }
    }

    /// The scene's current geometry.
    public var effectiveGeometry: Geometry {
        Geometry(interfaceOrientation: interfaceOrientation, coordinateSpace: coordinateSpace)
    }

    /// The coordinate space of the scene: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen }

    /// The orientation a display shows a scene in: what the browser reports, else landscape when
    /// the viewport is wider than tall, portrait otherwise.
    static func interfaceOrientation(of display: SceneDisplay) -> UIInterfaceOrientation {
        if let orientation = display.orientation { return orientation }
        return display.width > display.height ? .landscapeRight : .portrait
    }
}

extension UIScreen: UICoordinateSpace {}
