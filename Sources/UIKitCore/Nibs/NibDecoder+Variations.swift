import Foundation

/// Size-class variations: Interface Builder's constraints and subviews installed for some size
/// classes only. A view's `<variation key="default">` masks out the constraints (or subviews) that
/// are not installed by default, and a variation such as `heightClass=compact` masks in those
/// installed for it. The view installs them as its traits change, the more specific variation
/// winning.
extension NibDecoder {
    /// A size-class variation's condition: the size classes it names (`nil` for either).
    struct SizeClassCondition {
        var horizontal: UIUserInterfaceSizeClass?
        var vertical: UIUserInterfaceSizeClass?

        init?(key: String) {
            guard key != "default" else { return nil }
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=")
                guard pair.count == 2 else { continue }
                let sizeClass: UIUserInterfaceSizeClass = pair[1] == "compact" ? .compact : .regular
                if pair[0] == "widthClass" { horizontal = sizeClass }
                if pair[0] == "heightClass" { vertical = sizeClass }
            }
        }

        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

        func matches(_ traits: UITraitCollection) -> Bool {
            (horizontal == nil || horizontal == traits.horizontalSizeClass)
                && (vertical == nil || vertical == traits.verticalSizeClass)
        }
    }

    /// Which of the view's constraints (or subviews) are installed: by default, and per size-class
    /// variation.
    struct ConstraintVariations {
        var excludedByDefault: Set<String> = []
        var variations: [(condition: SizeClassCondition, included: Set<String>, excluded: Set<String>)] = []

        init(_ element: NibElement, mask maskKey: String = "constraints") {
            for variation in element.children where variation.name == "variation" {
                let mask = variation.children.first { $0.name == "mask" && $0.key == maskKey }
                let included = Set(mask?.children.filter { $0.name == "include" }.compactMap { $0["reference"] } ?? [])
                let excluded = Set(mask?.children.filter { $0.name == "exclude" }.compactMap { $0["reference"] } ?? [])
                if let condition = SizeClassCondition(key: variation.key ?? "default") {
                    variations.append((condition, included, excluded))
                } else {
                    excludedByDefault.formUnion(excluded)
                }
            }
            variations.sort { $0.condition.specificity < $1.condition.specificity }
        }

        var isEmpty: Bool { excludedByDefault.isEmpty && variations.isEmpty }

        func isInstalled(_ id: String, for traits: UITraitCollection) -> Bool {
            var installed = !excludedByDefault.contains(id)
            for variation in variations where variation.condition.matches(traits) {
                if variation.included.contains(id) { installed = true }
                if variation.excluded.contains(id) { installed = false }
            }
            return installed
        }
    }

    /// Installs the view's varying constraints for its traits now and whenever its size classes
    /// change.
    @MainActor func installVariations(of view: UIView, constraints: [(id: String, constraint: NSLayoutConstraint)],
                                      _ variations: ConstraintVariations) {
        let varying = constraints.filter { entry in
            variations.excludedByDefault.contains(entry.id)
                || variations.variations.contains { $0.included.contains(entry.id) || $0.excluded.contains(entry.id) }
        }
        guard !varying.isEmpty else { return }
        let apply: (UIView) -> Void = { view in
            for entry in varying { entry.constraint.isActive = variations.isInstalled(entry.id, for: view.traitCollection) }
        }
        apply(view)
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: UIView, _) in
            apply(view)
        }
    }
}

extension NibDecoder {
    /// Installs the subviews Interface Builder installs for some size classes only (its
    /// "Installed" checkbox per size class) now and whenever the view's size classes change: an
    /// uninstalled subview is made, and its outlets set, but it is not in the view; installed
    /// again, it takes its place among its siblings in the file's order.
    @MainActor func installSubviewVariations(of view: UIView, subviews: [(id: String?, view: UIView)],
                                             _ variations: ConstraintVariations) {
        let varying = subviews.compactMap { entry in entry.id.map { (id: $0, view: entry.view) } }.filter { entry in
            variations.excludedByDefault.contains(entry.id)
                || variations.variations.contains { $0.included.contains(entry.id) || $0.excluded.contains(entry.id) }
        }
        guard !varying.isEmpty else { return }
        let ordered = subviews.map(\.view)
        let apply: (UIView) -> Void = { view in
            for entry in varying {
                let installed = variations.isInstalled(entry.id, for: view.traitCollection)
                if !installed {
                    if entry.view.superview === view { entry.view.removeFromSuperview() }
                    continue
                }
                guard entry.view.superview !== view else { continue }
                let earlier = ordered.prefix { $0 !== entry.view }
                if let stack = view as? UIStackView {
                    stack.insertArrangedSubview(entry.view, at: earlier.filter { $0.superview === stack }.count)
                } else if let previous = earlier.last(where: { $0.superview === view }) {
                    view.insertSubview(entry.view, aboveSubview: previous)
                } else {
                    view.insertSubview(entry.view, at: 0)
                }
            }
        }
        apply(view)
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: UIView, _) in
            apply(view)
        }
    }
}
