extension UIView {
    /// The layout direction of the view's content: right to left when its traits say so (a
    /// session whose first language is written right to left), left to right otherwise.
    /// Leading and trailing constraints and anchors follow it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
