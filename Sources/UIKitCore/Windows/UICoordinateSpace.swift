import Foundation

/// A set of methods for converting between different frames of reference on a screen. On the
/// server only the bounds are there: a scene's coordinate space is its screen's, the viewport.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The bounding rectangle of the coordinate space.
    var bounds: CGRect { get }
}

/// A scene's coordinate space as it was before a geometry change.
@MainActor
final class FixedCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }
}
