import Foundation

/// One constraint a stack view arranges with, before it is made: the stack keeps the
/// constraints it has when a rebuild asks for the same ones, so that a change (hiding a view,
/// a new spacing) touches only the constraints it affects.
struct StackConstraintSpec {
    typealias Attribute = NSLayoutConstraint.Attribute

    let identifier: SystemIdentifier
    let first: AnyObject
    let firstAttribute: Attribute
    let relation: NSLayoutConstraint.Relation
    let second: AnyObject?
    let secondAttribute: Attribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority = UILayoutPriority.required

    /// Everything but the constant, which can change in place.
    struct Key: Hashable {
        let identifier: SystemIdentifier
        let first: ObjectIdentifier
        let firstAttribute: Int
        let relation: Int
        let second: ObjectIdentifier?
        let secondAttribute: Int
        let multiplier: CGFloat
        let priority: Float
    }

    var key: Key {
        Key(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute.rawValue,
            relation: relation.rawValue, second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute.rawValue,
            multiplier: multiplier, priority: priority.rawValue)
    }

    @MainActor static func key(of constraint: NSLayoutConstraint) -> Key? {
        guard let first = constraint.firstItem else { return nil }
        return Key(identifier: constraint.systemIdentifier, first: ObjectIdentifier(first),
                   firstAttribute: constraint.firstAttribute.rawValue, relation: constraint.relation.rawValue,
                   second: constraint.secondItem.map(ObjectIdentifier.init), secondAttribute: constraint.secondAttribute.rawValue,
                   multiplier: constraint.multiplier, priority: constraint.priority.rawValue)
    }

    /// The constraint, made from its objects directly (not bridged through `Any` as
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` takes them).
    @MainActor func make() -> NSLayoutConstraint {
        let secondTerms = second.map { AnchorTerms(item: $0, attribute: secondAttribute) } ?? .none
        let constraint = NSLayoutConstraint(first: AnchorTerms(item: first, attribute: firstAttribute), relation: relation,
                                            second: secondAttribute == .notAnAttribute ? .none : secondTerms,
                                            multiplier: multiplier, constant: constant, priority: priority)
        constraint.setSystemIdentifier(identifier)
        constraint.isStackArrangement = true
        return constraint
    }
}

extension UIStackView {
    /// The attributes of one direction of the stack: along its axis or across it.
    struct Direction {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute

        static let horizontal = Direction(start: .leading, end: .trailing, center: .centerX, size: .width)
        static let vertical = Direction(start: .top, end: .bottom, center: .centerY, size: .height)
    }

    /// The lowest priority there is in practice: breaks ties the other constraints leave open,
    /// and gives way to everything else, fitting sizes included.
    static let tieBreakingPriority = UILayoutPriority(0.1)

    /// How far the spanner across the axis is pulled to zero: just above the fitting-size level,
    /// so a stack hugs its tallest view even when it is measured for an expanded size.
    static let spanningFitPriority = UILayoutPriority(51)

    /// The constraints UIKit's stack view builds, named with UIKit's identifiers.
    func makeArrangement() -> [StackConstraintSpec] {
        let along = axis == .horizontal ? Direction.horizontal : Direction.vertical
        let across = axis == .horizontal ? Direction.vertical : Direction.horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = visibleArrangedSubviews
        // One array, made once for most stacks: at most four constraints a hidden view, two
        // ends on the canvas, and per visible view a spacing and what the usual distributions
        // and alignments make (equal spacing with a spanner makes more, and grows it).
        var specs: [StackConstraintSpec] = []
        specs.reserveCapacity(4 * (arrangedSubviews.count - visible.count) + 7 * visible.count + 8)
        appendHidingSpecs(along: along, across: across, canvas: canvas, to: &specs)
        guard let first = visible.first, let last = visible.last else {
            updateGuides(distributing: 0, spanning: false)
            return specs
        }
        specs.append(StackConstraintSpec(identifier: .stackCanvasConnection, first: canvas, firstAttribute: along.start,
                                         relation: .equal, second: first, secondAttribute: along.start))
        specs.append(StackConstraintSpec(identifier: .stackCanvasConnection, first: canvas, firstAttribute: along.end,
                                         relation: .equal, second: last, secondAttribute: along.end))
        appendSpacingSpecs(along: along, visible: visible, to: &specs)
        appendDistributionSpecs(along: along, visible: visible, to: &specs)
        appendAlignmentSpecs(across: across, canvas: canvas, visible: visible, to: &specs)
        return specs
    }

    /// A hidden arranged view collapses to zero length at the end of the visible view before it
    /// (or the canvas start); across the axis it fills, or starts with the others.
    private func appendHidingSpecs(along: Direction, across: Direction, canvas: AnyObject,
                                   to specs: inout [StackConstraintSpec]) {
        var previous: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            specs.append(StackConstraintSpec(identifier: .stackHiding, first: view, firstAttribute: along.size,
                                             relation: .equal, second: nil, secondAttribute: .notAnAttribute))
            specs.append(StackConstraintSpec(identifier: .stackHiding, first: view, firstAttribute: along.start,
                                             relation: .equal, second: previous ?? canvas,
                                             secondAttribute: previous == nil ? along.start : along.end))
            specs.append(StackConstraintSpec(identifier: .stackHiding, first: view, firstAttribute: across.start,
                                             relation: .equal, second: canvas, secondAttribute: across.start))
            if effectiveAlignment == .fill {
                specs.append(StackConstraintSpec(identifier: .stackHiding, first: view, firstAttribute: across.end,
                                                 relation: .equal, second: canvas, secondAttribute: across.end))
            }
        }
    }

    /// Adjacent visible views are `spacing` apart (their custom spacing, if set): exactly, or at
    /// least for the equal-spacing and equal-centering distributions. A vertical stack with
    /// baseline-relative arrangement measures from baseline to baseline.
    private func appendSpacingSpecs(along: Direction, visible: [UIView], to specs: inout [StackConstraintSpec]) {
        let relation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            specs.append(StackConstraintSpec(identifier: .stackSpacing, first: next,
                                             firstAttribute: baselines ? .firstBaseline : along.start, relation: relation,
                                             second: previous, secondAttribute: baselines ? .lastBaseline : along.end,
                                             constant: spacing(after: previous)))
        }
    }

    private func appendDistributionSpecs(along: Direction, visible: [UIView], to specs: inout [StackConstraintSpec]) {
        let first = visible[0]
        let distributing = distribution == .equalSpacing || distribution == .equalCentering
        updateGuides(distributing: distributing ? visible.count - 1 : 0, spanning: effectiveAlignment != .fill)
        switch distribution {
        case .fill:
            appendTieBreakingSpecs(along: along, visible: visible, to: &specs)
        case .fillEqually:
            for view in visible.dropFirst() {
                specs.append(StackConstraintSpec(identifier: .stackFillEqually, first: view, firstAttribute: along.size,
                                                 relation: .equal, second: first, secondAttribute: along.size))
            }
        case .fillProportionally:
            // As UIKit: each view's share of the stack's whole length (spacing not taken off),
            // at priorities falling from 999 with the view's index, so the last views give way.
            let lengths = visible.map(intrinsicLength(of:))
            let total = lengths.reduce(0, +)
            guard total > 0 else { return appendTieBreakingSpecs(along: along, visible: visible, to: &specs) }
            for (index, view) in visible.enumerated() {
                specs.append(StackConstraintSpec(identifier: .stackFillProportionally, first: view, firstAttribute: along.size,
                                                 relation: .equal, second: self, secondAttribute: along.size,
                                                 multiplier: lengths[index] / total,
                                                 priority: UILayoutPriority(Float(max(1, 999 - index)))))
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
                let guide = distributingGuides[index]
                specs.append(StackConstraintSpec(identifier: .stackDistributingEdge, first: guide, firstAttribute: along.start,
                                                 relation: .equal, second: pair.0,
                                                 secondAttribute: centering ? along.center : along.end))
                specs.append(StackConstraintSpec(identifier: .stackDistributingEdge, first: guide, firstAttribute: along.end,
                                                 relation: .equal, second: pair.1,
                                                 secondAttribute: centering ? along.center : along.start))
                guard index > 0 else { continue }
                specs.append(StackConstraintSpec(identifier: .stackFillEqually,
                                                 first: guide, firstAttribute: along.size, relation: .equal,
                                                 second: distributingGuides[0], secondAttribute: along.size,
                                                 priority: centering ? UILayoutPriority(999) : .required))
            }
            appendTieBreakingSpecs(along: along, visible: visible, to: &specs)
        }
    }

    /// When the priorities leave it open which view stretches or shrinks, UIKit decides by
    /// index: every view after the first keeps to its intrinsic length (or none) at the lowest
    /// priority, so the first view takes up the difference.
    private func appendTieBreakingSpecs(along: Direction, visible: [UIView], to specs: inout [StackConstraintSpec]) {
        for view in visible.dropFirst() {
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            specs.append(StackConstraintSpec(identifier: .stackAmbiguitySuppression, first: view, firstAttribute: along.size,
                                             relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                                             constant: max(0, length), priority: UIStackView.tieBreakingPriority))
        }
    }

    /// Baseline alignments apply to horizontal stacks only; a vertical stack fills instead.
    var effectiveAlignment: Alignment {
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { return .fill }
        return alignment
    }

    /// Across the axis, the first visible view connects to the canvas as the alignment says and
    /// the others align with it. For alignments other than fill, a spanner guide as large as
    /// the canvas bounds every view and is pulled to zero, so the stack is as thick as its
    /// thickest view unless something makes it thicker.
    private func appendAlignmentSpecs(across: Direction, canvas: AnyObject, visible: [UIView],
                                      to specs: inout [StackConstraintSpec]) {
        let first = visible[0]
        func connect(_ attribute: NSLayoutConstraint.Attribute) {
            specs.append(StackConstraintSpec(identifier: .stackCanvasConnection, first: canvas, firstAttribute: attribute,
                                             relation: .equal, second: first, secondAttribute: attribute))
        }
        func align(_ attribute: NSLayoutConstraint.Attribute) {
            for view in visible.dropFirst() {
                specs.append(StackConstraintSpec(identifier: .stackAlignment, first: first, firstAttribute: attribute,
                                                 relation: .equal, second: view, secondAttribute: attribute))
            }
        }
        switch effectiveAlignment {
        case .fill:
            connect(across.start)
            connect(across.end)
            align(across.start)
            align(across.end)
            return
        case .leading: connect(across.start); align(across.start)
        case .center: connect(across.center); align(across.center)
        case .trailing: connect(across.end); align(across.end)
        case .firstBaseline, .lastBaseline:
            align(effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline)
            // The baselines fix the views relative to each other; the group sits as high as it can.
            for view in visible {
                specs.append(StackConstraintSpec(identifier: .stackAmbiguitySuppression, first: view,
                                                 firstAttribute: across.start, relation: .equal, second: canvas,
                                                 secondAttribute: across.start, priority: UIStackView.tieBreakingPriority))
            }
        }
        guard let spanner = alignmentSpanner else { return }
        specs.append(StackConstraintSpec(identifier: .stackCanvasConnection, first: canvas, firstAttribute: across.start,
                                         relation: .equal, second: spanner, secondAttribute: across.start))
        specs.append(StackConstraintSpec(identifier: .stackCanvasConnection, first: canvas, firstAttribute: across.end,
                                         relation: .equal, second: spanner, secondAttribute: across.end))
        for view in visible {
            specs.append(StackConstraintSpec(identifier: .stackSpanningBoundary, first: spanner, firstAttribute: across.start,
                                             relation: .lessThanOrEqual, second: view, secondAttribute: across.start))
            specs.append(StackConstraintSpec(identifier: .stackSpanningBoundary, first: spanner, firstAttribute: across.end,
                                             relation: .greaterThanOrEqual, second: view, secondAttribute: across.end))
        }
        specs.append(StackConstraintSpec(identifier: .stackSpanningFit, first: spanner, firstAttribute: across.size,
                                         relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                                         priority: UIStackView.spanningFitPriority))
    }

    /// Keeps as many spacer guides as the distribution needs, reusing the ones there are so
    /// that their constraints can be kept.
    private func updateGuides(distributing count: Int, spanning: Bool) {
        while distributingGuides.count > count { removePrivateLayoutGuide(distributingGuides.removeLast()) }
        while distributingGuides.count < count {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addPrivateLayoutGuide(guide)
            distributingGuides.append(guide)
        }
        if spanning, alignmentSpanner == nil {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            addPrivateLayoutGuide(guide)
            alignmentSpanner = guide
        } else if !spanning, let spanner = alignmentSpanner {
            removePrivateLayoutGuide(spanner)
            alignmentSpanner = nil
        }
    }

    /// Installs the new arrangement on the stack view: constraints it already has are kept
    /// (with their new constants), the others are activated, and the rest deactivated.
    ///
    /// The arrangement the stack view has is found among the constraints it holds, rather than
    /// kept in a list of its own.
    func applyArrangement(_ specs: [StackConstraintSpec]) {
        if !arrangementIsMaterialized, let engine = LayoutEngine.engine(for: self, create: true) {
            guard !engine.applyArrangement(specs, of: self) else { return }
            // A constant that cannot move conflicts: the arrangement becomes layout constraints,
            // as it now is, and the conflict is resolved among them at the next update.
            materializeArrangement(immediately: false)
            return
        }
        var existing: [StackConstraintSpec.Key: NSLayoutConstraint] = [:]
        for constraint in autoLayout?.installed ?? [] where constraint.activeFlag && constraint.isStackArrangement {
            if let key = StackConstraintSpec.key(of: constraint) { existing[key] = constraint }
        }
        var added: [NSLayoutConstraint] = []
        added.reserveCapacity(Swift.max(0, specs.count - existing.count))
        for spec in specs {
            // A stack's first arrangement keeps nothing: no key to hash.
            if !existing.isEmpty, let kept = existing.removeValue(forKey: spec.key) {
                if kept.constant != spec.constant { kept.constant = spec.constant }
            } else {
                added.append(spec.make())
            }
        }
        for constraint in existing.values { constraint.deactivate() }
        activateArrangement(added)
    }

    /// Makes the arrangement layout constraints held by the stack view, as UIKit has it, when
    /// something asks for them (LayoutEngine+Arrangement.swift).
    func materializeArrangement(immediately: Bool = false) {
        guard !arrangementIsMaterialized else { return }
        arrangementIsMaterialized = true
        if let engine = LayoutEngine.engine(for: self, create: false), engine.holdsRows(of: self) {
            engine.materializeArrangement(of: self, immediately: immediately)
        } else if !arrangementIsStale {
            // The rows went with an engine that is gone (its window was): the arrangement is
            // made again, as layout constraints.
            rebuildArrangement()
        }
    }

    /// Activates the layout constraints its engine made of the stack view's rows.
    func activateMaterializedArrangement(_ constraints: [NSLayoutConstraint]) {
        activateArrangement(constraints)
    }

    /// Activates new constraints of the arrangement, held by the stack view. Their items are
    /// the stack view, its guides and its arranged views, which are its subviews: the stack view
    /// is their nearest common ancestor without a search. (A constraint naming a view that is
    /// not a subview any more is activated the general way.)
    private func activateArrangement(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        layoutState.reserveInstalled(adding: constraints.count)
        var lookup: EngineLookup?
        for constraint in constraints {
            guard let items = constraint.singleTermItems, let first = arrangedItemView(items.first) else {
                constraint.activate(holder: self, lookup: &lookup)
                continue
            }
            var second: UIView?
            if items.hasSecond {
                second = arrangedItemView(items.second)
                if second == nil {
                    constraint.activate(holder: self, lookup: &lookup)
                    continue
                }
            }
            constraint.activateHeld(by: self, naming: first, second, lookup: &lookup)
        }
    }

    /// The view an item of the arrangement is in the coordinate space of: the stack view for
    /// itself and its guides, an arranged view for itself; `nil` for anything else.
    private func arrangedItemView(_ item: AnyObject?) -> UIView? {
        if item === self { return self }
        if let view = item as? UIView { return view.storedSuperview === self ? view : nil }
        if let guide = item as? UILayoutGuide, guide.owningView === self { return self }
        return nil
    }
}

/// The identifiers of a stack view's constraints, found in the table once.
extension SystemIdentifier {
    @MainActor static let stackAlignment = SystemIdentifier("UISV-alignment")
    @MainActor static let stackAmbiguitySuppression = SystemIdentifier("UISV-ambiguity-suppression")
    @MainActor static let stackCanvasConnection = SystemIdentifier("UISV-canvas-connection")
    @MainActor static let stackDistributingEdge = SystemIdentifier("UISV-distributing-edge")
    @MainActor static let stackFillEqually = SystemIdentifier("UISV-fill-equally")
    @MainActor static let stackFillProportionally = SystemIdentifier("UISV-fill-proportionally")
    @MainActor static let stackHiding = SystemIdentifier("UISV-hiding")
    @MainActor static let stackSpacing = SystemIdentifier("UISV-spacing")
    @MainActor static let stackSpanningBoundary = SystemIdentifier("UISV-spanning-boundary")
    @MainActor static let stackSpanningFit = SystemIdentifier("UISV-spanning-fit")
}
