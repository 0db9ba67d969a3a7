import Foundation

/// What a layer of its own keeps that a view's layer keeps in its view: geometry, opacity,
/// hiding, clipping, background, its place in the tree and the page's bookkeeping.
@MainActor
final class LayerModel {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor?
    weak var superlayer: CALayer?
    var needsLayout = false
    var needsDisplay = false

    // What the scene's renderer knows of the layer, as for a view (UIView.swift).
    let renderID: Int
    var renderDirty: RenderKeySet = []
    var renderChildrenChanged = false
    var renderQueued = false
    /// Held through its handle (LifetimeHandle.swift).
    @HandleReference var renderClient: SceneRenderer?
    var renderCreatedRevision = -1

    init() {
        renderID = RenderNodeIDs.next()
    }

    /// Takes `layer`'s geometry and appearance, whichever kind of layer it is.
    func copyProperties(of layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        transform = layer.transform
        opacity = layer.opacity
        isHidden = layer.isHidden
        masksToBounds = layer.masksToBounds
        backgroundColor = layer.backgroundColor
    }
}

/// The properties few layers set, allocated on first use so that a view's layer stays small.
@MainActor
final class LayerExtras {
    var maskedCorners = CACornerMask.all
    var cornerCurve = CALayerCornerCurve.circular
    var sublayerTransform = CATransform3DIdentity
    /// A view's layer's transform when it is not affine (the view keeps the affine part).
    var viewTransform3D: CATransform3D?
    var mask: CALayer?
    /// The layer this one masks.
    weak var maskedLayer: CALayer?
    var contents: Any?
    /// `contents` as an image at `contentsScale`, when that is not the image's own scale.
    var scaledContents: UIImage?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var name: String?
    weak var delegate: CALayerDelegate?
    var needsDisplayOnBoundsChange = false
    var isGeometryFlipped = false
    /// What the view's `draw(_:)` (or a shape or gradient layer) drew last, replayed by the page.
    var drawing: RenderDrawing?
    /// `beginTime`, `speed`, `timeOffset` and the rest, once one is changed.
    var mediaTiming: LayerMediaTiming?

    /// A copy for `init(layer:)`: appearance and contents, not the tree's links.
    func copyForNewLayer() -> LayerExtras {
        let copy = LayerExtras()
        copy.maskedCorners = maskedCorners
        copy.cornerCurve = cornerCurve
        copy.sublayerTransform = sublayerTransform
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.contentsRect = contentsRect
        copy.name = name
        copy.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange
        copy.isGeometryFlipped = isGeometryFlipped
        copy.mediaTiming = mediaTiming
        return copy
    }
}

/// Node ids on the wire, one sequence for views and layers.
@MainActor
enum RenderNodeIDs {
    private static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }
}
