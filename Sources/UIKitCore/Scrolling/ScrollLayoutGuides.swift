import Foundation

/// A scroll view's two layout guides: the content guide, whose origin is the content's origin
/// and whose size, when constraints give it one, becomes `contentSize`; and the frame guide,
/// which is the scroll view's bounds in content coordinates, so what is pinned to it stays put
/// while the content scrolls.
@MainActor
final class ScrollLayoutGuides {
    let content: UILayoutGuide
    let frame: UILayoutGuide

    init(owner: UIScrollView) {
        content = UILayoutGuide()
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame = UILayoutGuide()
        frame.identifier = "UIScrollView-frameLayoutGuide"
        content.owningView = owner
        content.systemConstraints = [
            GuideLayoutConstraint(guide: content, owner: owner, edge: .minX, followsOwnerSize: false,
                                  identifier: "UIScrollView-content-left") { _ in 0 },
            GuideLayoutConstraint(guide: content, owner: owner, edge: .minY, followsOwnerSize: false,
                                  identifier: "UIScrollView-content-top") { _ in 0 },
        ]
        frame.owningView = owner
        frame.systemConstraints = [
            GuideLayoutConstraint(guide: frame, owner: owner, edge: .minX, followsOwnerSize: false,
                                  identifier: "UIScrollView-frame-left") { $0.bounds.minX },
            GuideLayoutConstraint(guide: frame, owner: owner, edge: .minY, followsOwnerSize: false,
                                  identifier: "UIScrollView-frame-top") { $0.bounds.minY },
            GuideLayoutConstraint(guide: frame, owner: owner, edge: .width, followsOwnerSize: true,
                                  identifier: "UIScrollView-frame-width") { _ in 0 },
            GuideLayoutConstraint(guide: frame, owner: owner, edge: .height, followsOwnerSize: true,
                                  identifier: "UIScrollView-frame-height") { _ in 0 },
        ]
        owner.addSystemLayoutGuide(content)
        owner.addSystemLayoutGuide(frame)
    }
}

extension UILayoutGuide {
    /// Whether an app's active constraint names the guide.
    var hasUserConstraints: Bool {
        guard let referencing = owningView?.autoLayout?.referencing else { return false }
        return referencing.contains { constraint in
            constraint.activeFlag && !constraint.isSystemConstraint
                && constraint.allTerms.contains { $0.item === self }
        }
    }
}
