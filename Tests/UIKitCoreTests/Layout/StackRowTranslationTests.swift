import Testing
@_spi(Host) @testable import UIKitCore
import UIKit
import ConstraintSolver

/// The rows of a stack view's arrangement that sit between the stack view and its own subviews
/// are translated without the general walk (`LayoutTranslator.stackRowExpression`). Whatever the
/// stack view, such a row must give the very expression the general translation gives: the same
/// variables in the same order, and the same coefficients and constant to the bit, so that a
/// scene's layout, and what its solver shares with other scenes, cannot tell which path ran.
@MainActor
struct StackRowTranslationTests {
    private struct Case {
        var axis: NSLayoutConstraint.Axis
        var distribution: UIStackView.Distribution
        var alignment: UIStackView.Alignment
        var spacing: CGFloat
        var marginsRelative: Bool
        var baselineRelative: Bool
        var rightToLeft: Bool
        var labels: [Bool]
        var hidden: [Bool]
    }

    private func randomCase(_ generator: inout SeededGenerator) -> Case {
        let count = Int.random(in: 0...4, using: &generator)
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                          .equalCentering]
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .top, .firstBaseline, .center, .trailing,
                                                   .bottom, .lastBaseline]
        return Case(axis: Bool.random(using: &generator) ? .horizontal : .vertical,
                    distribution: distributions.randomElement(using: &generator)!,
                    alignment: alignments.randomElement(using: &generator)!,
                    spacing: [0, 8, 12.5, -3, UIStackView.spacingUseSystem].randomElement(using: &generator)!,
                    marginsRelative: Bool.random(using: &generator),
                    baselineRelative: Bool.random(using: &generator),
                    rightToLeft: Bool.random(using: &generator),
                    labels: (0..<count).map { _ in Bool.random(using: &generator) },
                    hidden: (0..<count).map { _ in Int.random(in: 0..<5, using: &generator) == 0 })
    }

    private func makeStack(_ shape: Case) -> UIStackView {
        let views: [UIView] = shape.labels.enumerated().map { index, isLabel in
            guard isLabel else { return UIView() }
            let label = UILabel()
            label.text = "Item \(index)"
            return label
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = shape.axis
        stack.distribution = shape.distribution
        stack.alignment = shape.alignment
        stack.spacing = shape.spacing
        stack.isLayoutMarginsRelativeArrangement = shape.marginsRelative
        stack.isBaselineRelativeArrangement = shape.baselineRelative
        stack.semanticContentAttribute = shape.rightToLeft ? .forceRightToLeft : .forceLeftToRight
        for (view, hidden) in zip(views, shape.hidden) { view.isHidden = hidden }
        return stack
    }

    /// The engine's row of `spec` and its shape; nil when its first item is neither a view nor a
    /// layout guide.
    private static func row(of spec: StackConstraintSpec) -> (ArrangementRow, ArrangementRowShape)? {
        guard let first = LifetimeHandle.of(spec.first) else { return nil }
        return withUnsafePointer(to: spec) { (ArrangementRow($0, first: first), ArrangementRowShape($0)) }
    }

    private func same(_ a: SolverExpression, _ b: SolverExpression) -> Bool {
        let (termsA, termsB) = (a.terms, b.terms)
        guard termsA.count == termsB.count, a.constant.bitPattern == b.constant.bitPattern else { return false }
        return zip(termsA, termsB).allSatisfy {
            $0.variable === $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
        }
    }

    @Test func testEveryRowTheDirectTranslationTakesIsTheExpressionTheGeneralOneMakes() {
        var generator = SeededGenerator(seed: 0x57AC_0001)
        var direct = 0, general = 0, compared: Set<String> = []
        for seed in 0..<300 {
            let shape = randomCase(&generator)
            let stack = makeStack(shape)
            let translator = LayoutTranslator(engine: nil)
            for spec in stack.makeArrangement() {
                guard let (row, shape) = Self.row(of: spec) else { continue }
                let secondItem = shape.secondAttribute == .notAnAttribute ? nil : row.second?.object
                let firstTerms = AnchorTerms(handle: row.first, attribute: shape.firstAttribute)
                let secondTerms = secondItem == nil ? AnchorTerms.none
                    : AnchorTerms(handle: row.second!, attribute: shape.secondAttribute)
                let expected = translator.expression(firstTerms, minus: secondTerms, times: shape.multiplier,
                                                     minus: shape.constant, in: stack)
                guard let fast = translator.stackRowExpression(row.first.object, shape.firstAttribute, minus: secondItem,
                                                               shape.secondAttribute, times: shape.multiplier,
                                                               minus: shape.constant, in: stack) else {
                    general += 1
                    continue
                }
                direct += 1
                compared.insert("\(shape.identifier)")
                guard let expected else {
                    Issue.record("seed \(seed): \(shape.identifier) has a direct expression but no general one")
                    continue
                }
                let described = "\(shape.identifier) \(shape.firstAttribute.name) \(shape.secondAttribute.name)"
                #expect(same(fast, expected), "seed \(seed), \(shape): \(described): \(fast) against \(expected)")
            }
        }
        // Both paths ran, and the direct one on rows of many kinds (ends, spacings, sizes,
        // alignments, in both directions).
        #expect(direct > 1000, "direct \(direct), general \(general)")
        #expect(general > 0)
        #expect(compared.count >= 6, "\(compared.sorted())")
    }

    @Test func testAStackFilledAlongItsEdgesHasNoRowForTheGeneralTranslation() {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for distribution in [UIStackView.Distribution.fill, .fillEqually, .fillProportionally] {
                let stack = makeStack(Case(axis: axis, distribution: distribution, alignment: .fill, spacing: 12,
                                           marginsRelative: false, baselineRelative: false, rightToLeft: false,
                                           labels: [true, false, true], hidden: [false, false, false]))
                let translator = LayoutTranslator(engine: nil)
                let specs = stack.makeArrangement()
                let rows = specs.compactMap { Self.row(of: $0) }
                #expect(rows.count == specs.count && rows.count >= 8)
                for (row, shape) in rows {
                    let secondItem = shape.secondAttribute == .notAnAttribute ? nil : row.second?.object
                    #expect(translator.stackRowExpression(row.first.object, shape.firstAttribute, minus: secondItem,
                                                          shape.secondAttribute, times: shape.multiplier,
                                                          minus: shape.constant, in: stack) != nil,
                            "\(axis) \(distribution): \(shape.identifier)")
                }
            }
        }
    }

    @Test func testARowWithAViewFurtherDownOrAGuideTakesTheGeneralTranslation() {
        let inner = UIView()
        let holder = UIView()
        holder.addSubview(inner)
        let stack = UIStackView(arrangedSubviews: [holder])
        let translator = LayoutTranslator(engine: nil)
        #expect(translator.stackRowExpression(inner, .leading, minus: stack, .leading, times: 1, minus: 0,
                                              in: stack) == nil, "a view two levels down")
        #expect(translator.stackRowExpression(holder, .leading, minus: stack.layoutMarginsGuide, .leading, times: 1,
                                              minus: 0, in: stack) == nil, "a layout guide")
        #expect(translator.stackRowExpression(holder, .firstBaseline, minus: stack, .top, times: 1, minus: 0,
                                              in: stack) == nil, "a baseline")
        #expect(translator.stackRowExpression(holder, .leadingMargin, minus: stack, .leading, times: 1, minus: 0,
                                              in: stack) == nil, "a margin")
        let fast = translator.stackRowExpression(holder, .trailing, minus: stack, .trailing, times: 1, minus: 4,
                                                 in: stack)
        let variables = holder.layoutState.variables, stackVariables = stack.layoutState.variables
        #expect(fast?.terms.map(\.variable).elementsEqualByIdentity([variables.minX, variables.width, stackVariables.width]) == true)
        #expect(fast?.terms.map(\.coefficient) == [1, 1, -1])
        #expect(fast?.constant == -4)
    }
}

private extension Array where Element == ConstraintSolver.Variable {
    func elementsEqualByIdentity(_ other: [ConstraintSolver.Variable]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0 === $1 }
    }
}
