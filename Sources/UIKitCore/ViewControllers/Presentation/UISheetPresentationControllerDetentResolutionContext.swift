import Foundation

/// What a custom detent's resolver knows about the sheet.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the largest detent, the one `.large()` resolves to.
    var maximumDetentValue: CGFloat { get }
}

/// The context detents resolve in.
@MainActor
struct SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The height of the view the sheet is presented in, for the medium detent.
    let containerHeight: CGFloat
}

extension UISheetPresentationControllerDetentResolutionContext {
    /// The container's height, which the medium detent halves; the largest detent's when unknown.
    var containerHeight: CGFloat {
        (self as? SheetResolutionContext)?.containerHeight ?? maximumDetentValue
    }
}
