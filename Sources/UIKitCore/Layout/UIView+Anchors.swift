import Foundation

extension UIView {
    /// A layout anchor representing the leading edge of the view's frame.
    public var leadingAnchor: NSLayoutXAxisAnchor { layoutAnchor(.leading, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the trailing edge of the view's frame.
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutAnchor(.trailing, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the left edge of the view's frame.
    public var leftAnchor: NSLayoutXAxisAnchor { layoutAnchor(.left, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the right edge of the view's frame.
    public var rightAnchor: NSLayoutXAxisAnchor { layoutAnchor(.right, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the top edge of the view's frame.
    public var topAnchor: NSLayoutYAxisAnchor { layoutAnchor(.top, NSLayoutYAxisAnchor.init(terms:)) }
    /// A layout anchor representing the bottom edge of the view's frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutAnchor(.bottom, NSLayoutYAxisAnchor.init(terms:)) }
    /// A layout anchor representing the width of the view's frame.
    public var widthAnchor: NSLayoutDimension { layoutAnchor(.width, NSLayoutDimension.init(terms:)) }
    /// A layout anchor representing the height of the view's frame.
    public var heightAnchor: NSLayoutDimension { layoutAnchor(.height, NSLayoutDimension.init(terms:)) }
    /// A layout anchor representing the horizontal center of the view's frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutAnchor(.centerX, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the vertical center of the view's frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutAnchor(.centerY, NSLayoutYAxisAnchor.init(terms:)) }
    /// A layout anchor representing the baseline for the topmost line of text in the view.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutAnchor(.firstBaseline, NSLayoutYAxisAnchor.init(terms:)) }
    /// A layout anchor representing the baseline for the bottommost line of text in the view.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutAnchor(.lastBaseline, NSLayoutYAxisAnchor.init(terms:)) }

    private func layoutAnchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute,
                                                 _ make: (AnchorTerms) -> Anchor) -> Anchor {
        layoutState.anchors.anchor(attribute) { make(AnchorTerms(handle: lifetimeHandle, attribute: attribute)) }
    }
}

/// The anchors a view or guide has made, each made once so that asking again returns the same
/// object. A view uses a few: a short list searched in order, where a dictionary took an
/// allocation of about 100 bytes and a hash for each lookup.
struct AnchorCache {
    private var entries: [(attribute: NSLayoutConstraint.Attribute, anchor: AnyObject)] = []

    /// The anchor for `attribute`, made by `make` the first time.
    mutating func anchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: () -> Anchor) -> Anchor {
        for entry in entries where entry.attribute == attribute {
            return unsafeDowncast(entry.anchor, to: Anchor.self)
        }
        let made = make()
        entries.append((attribute, made))
        return made
    }
}
