import Foundation

extension LayoutEngine {
    /// The active constraints along `axis` that can move `item` (a view or a layout guide): a walk
    /// from the item through the constraints that name it to the items they name. A view that
    /// translates its autoresizing mask is held by its frame constraints, so the walk takes those
    /// and goes no further: nothing else constrained to it can move it.
    static func constraintsAffectingLayout(of item: AnyObject, along axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        // Stack views' arrangements are among them (LayoutEngine+Arrangement.swift).
        let holder = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        if let holder, let engine = LayoutEngine.engine(for: holder, create: false) {
            engine.materializeAllArrangements(immediately: false)
        }
        var found: [ObjectIdentifier: NSLayoutConstraint] = [:]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(item)]
        var pending: [AnyObject] = [item]
        while let current = pending.popLast() {
            for constraint in systemConstraints(of: current) where constraint.activeFlag && constraint.firstAttribute.axis == axis {
                found[ObjectIdentifier(constraint)] = constraint
            }
            if let view = current as? UIView, view.autoLayout?.translatesAutoresizingMask ?? true {
                continue
            }
            for constraint in constraintsNaming(current, along: axis) {
                found[ObjectIdentifier(constraint)] = constraint
                for term in constraint.allTerms where term.attribute.axis == axis {
                    guard let other = term.item, visited.insert(ObjectIdentifier(other)).inserted else { continue }
                    pending.append(other)
                }
            }
        }
        return sortedByActivation(Array(found.values))
    }

    /// The constraints the system made for the item: a view's autoresizing and content-size
    /// constraints, a guide's own. A content-size row, which the solver holds without a layout
    /// constraint, is described by one made for the answer.
    private static func systemConstraints(of item: AnyObject) -> [NSLayoutConstraint] {
        if let view = item as? UIView, let state = view.autoLayout {
            var constraints = state.frameConstraints as [NSLayoutConstraint] + state.contentSizeConstraints
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                guard let row = state.engine?.readableRow(state.contentSizeRow(axis)) else { continue }
                let description = ContentSizeLayoutConstraint(
                    view: view, axis: axis, size: CGFloat(-row.expressionConstant),
                    hugging: view.contentHuggingPriority(for: axis),
                    compressionResistance: view.contentCompressionResistancePriority(for: axis))
                description.activeFlag = true
                constraints.append(description)
            }
            return constraints
        }
        if let guide = item as? UILayoutGuide { return guide.systemConstraints }
        return []
    }

    /// The active constraints that name the item along the axis.
    private static func constraintsNaming(_ item: AnyObject, along axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let holder = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        guard let referencing = holder?.autoLayout?.referencing else { return [] }
        return referencing.filter { constraint in
            constraint.activeFlag && constraint.allTerms.contains {
                $0.item === item && $0.attribute.axis == axis
            }
        }
    }
}
