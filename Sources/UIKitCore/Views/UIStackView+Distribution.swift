import Foundation

extension UIStackView {
    /// The layout that defines the size and position of the arranged views along the stack
    /// view's axis.
    public enum Distribution: Int, Sendable {
        /// The arranged views fill the available space along the axis: when they do not fit,
        /// they shrink by their compression resistance; when they do not fill it, they stretch by
        /// their hugging priority; ties go to the first view.
        case fill = 0
        /// All arranged views are the same size along the axis, filling it.
        case fillEqually
        /// The arranged views fill the axis in proportion to their intrinsic content sizes.
        case fillProportionally
        /// The arranged views keep their size; the space between them is padded evenly, and is
        /// at least `spacing`.
        case equalSpacing
        /// The arranged views keep an equal center-to-center distance, at least `spacing` apart.
        case equalCentering
    }
}
