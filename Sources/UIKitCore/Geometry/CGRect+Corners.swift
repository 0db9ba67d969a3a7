import Foundation

extension CGRect {
    /// The four corners: top left, top right, bottom left, bottom right.
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
    }

    /// Whether the two rectangles share some area: rectangles that only touch along an edge
    /// do not.
    func sharesArea(with other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle that holds the points (which must not be empty).
    init(boundingBoxOf points: [CGPoint]) {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        self.init(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
