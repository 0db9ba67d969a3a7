import Foundation

extension UIView {
    /// The layout guides added to the view with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] {
        autoLayout?.layoutGuides ?? []
    }

    /// Adds the specified layout guide to the view, which becomes its owning view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes the specified layout guide from the view, with the constraints that refer to it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = autoLayout else { return }
        let naming = state.referencing.filter { constraint in
            constraint.allTerms.contains { $0.item === guide }
        }
        for constraint in naming { constraint.deactivate() }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The layout guide representing the portion of the view that is unobscured by bars and
    /// other content: the view's bounds inset by its safe area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout?.safeAreaGuide { return guide }
        let guide = makeInsetGuide(identifier: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsetsForLayoutGuide }
        layoutState.safeAreaGuide = guide
        activateSystemGuide(guide)
        return guide
    }

    /// A layout guide representing the view's margins: its bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout?.marginsGuide { return guide }
        let guide = makeInsetGuide(identifier: "UIViewLayoutMarginsGuide") { $0.layoutMarginsForLayoutGuide }
        layoutState.marginsGuide = guide
        activateSystemGuide(guide)
        return guide
    }

    /// A layout guide representing an area with a readable width within the view: the layout
    /// margins, no wider than a comfortable line length of body text, centered.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout?.readableGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.owningView = self
        let margins = layoutMarginsGuide
        let preferFull = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        preferFull.priority = UILayoutPriority(999)
        guide.systemConstraints = [
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: UIView.readableContentWidth),
            preferFull,
        ]
        for constraint in guide.systemConstraints {
            constraint.isSystemConstraint = true
            constraint.container = self
        }
        layoutState.readableGuide = guide
        activateSystemGuide(guide)
        return guide
    }

    /// A layout guide that tracks the keyboard's position in the app's layout: the browser's
    /// on-screen keyboard while a text input is editing, else the bottom of the view.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayout?.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        guide.systemConstraints = [
            GuideLayoutConstraint(guide: guide, owner: self, edge: .minX, followsOwnerSize: false,
                                  identifier: "UIKeyboardLayoutGuide-left") { _ in 0 },
            GuideLayoutConstraint(guide: guide, owner: self, edge: .width, followsOwnerSize: true,
                                  identifier: "UIKeyboardLayoutGuide-width") { _ in 0 },
            GuideLayoutConstraint(guide: guide, owner: self, edge: .minY, followsOwnerSize: true,
                                  identifier: "UIKeyboardLayoutGuide-top") { [weak guide] owner in guide?.height(in: owner) ?? 0 },
            GuideLayoutConstraint(guide: guide, owner: self, edge: .height, followsOwnerSize: false,
                                  identifier: "UIKeyboardLayoutGuide-height") { [weak guide] owner in guide?.height(in: owner) ?? 0 },
        ]
        layoutState.keyboardGuide = guide
        activateSystemGuide(guide)
        return guide
    }

    /// The width UIKit's readable content guide keeps to at the default text size.
    static let readableContentWidth: CGFloat = 672

    /// The insets the safe area layout guide keeps from the view's bounds. Views have no unsafe
    /// areas until UIView has `safeAreaInsets`; then this returns it.
    var safeAreaInsetsForLayoutGuide: UIEdgeInsets {
        safeAreaInsets
    }

    /// The insets the layout margins guide keeps from the view's bounds: UIKit's default 8 points
    /// on each side until UIView has `layoutMargins`; then this returns the margins in effect.
    var layoutMarginsForLayoutGuide: UIEdgeInsets {
        layoutMarginsGuideInsets
    }

    /// Adds a guide a subclass arranges with, which `layoutGuides` does not list.
    func addPrivateLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutState.privateGuides.append(guide)
    }

    /// Adds a guide UIKit makes for a view subclass (a scroll view's content and frame guides),
    /// placed by its system constraints; `layoutGuides` does not list it.
    func addSystemLayoutGuide(_ guide: UILayoutGuide) {
        addPrivateLayoutGuide(guide)
        activateSystemGuide(guide)
    }

    func removePrivateLayoutGuide(_ guide: UILayoutGuide) {
        guard let state = autoLayout else { return }
        let naming = state.referencing.filter { constraint in
            constraint.allTerms.contains { $0.item === guide }
        }
        for constraint in naming { constraint.deactivate() }
        state.privateGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// A guide that is the view's bounds inset by `insets`, which are re-read at each layout pass.
    private func makeInsetGuide(identifier: String, insets: @escaping (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        let edges = Self.edgeIdentifiers(of: identifier)
        guide.systemConstraints = [
            GuideLayoutConstraint(guide: guide, owner: self, edge: .minX, followsOwnerSize: false,
                                  identifier: edges[0], source: .insets(insets) { $0.left }),
            GuideLayoutConstraint(guide: guide, owner: self, edge: .minY, followsOwnerSize: false,
                                  identifier: edges[1], source: .insets(insets) { $0.top }),
            GuideLayoutConstraint(guide: guide, owner: self, edge: .width, followsOwnerSize: true,
                                  identifier: edges[2], source: .insets(insets) { $0.left + $0.right }),
            GuideLayoutConstraint(guide: guide, owner: self, edge: .height, followsOwnerSize: true,
                                  identifier: edges[3], source: .insets(insets) { $0.top + $0.bottom }),
        ]
        return guide
    }

    /// The identifiers of an inset guide's edge constraints, made once for each kind of guide
    /// and shared by every guide of that kind in every scene.
    private static func edgeIdentifiers(of identifier: String) -> [String] {
        if let known = guideEdgeIdentifiers[identifier] { return known }
        let made = ["left", "top", "width", "height"].map { "\(identifier)-\($0)" }
        guideEdgeIdentifiers[identifier] = made
        return made
    }

    private static var guideEdgeIdentifiers: [String: [String]] = [:]

    private func activateSystemGuide(_ guide: UILayoutGuide) {
        guard let engine = LayoutEngine.engine(for: self, create: true) else { return }
        let state = layoutState
        engine.guideOwners[ObjectIdentifier(state)] = state
        engine.activateSystemConstraints(guide.systemConstraints)
    }
}
