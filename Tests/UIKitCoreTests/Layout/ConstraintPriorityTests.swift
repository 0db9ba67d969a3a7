import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct ConstraintPriorityTests {
    private func box(in container: UIView) -> IntrinsicView {
        let box = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return box
    }

    @Test func testPriorityLevelsApplyDefaultsThatMatchUIKit() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 0).priority == .required)
    }

    @Test func testOptionalConstraintsGiveWayToStrongerOnesInOrder() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let box = box(in: container)
        let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 250)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = UILayoutPriority(900)
        let narrow = box.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([maximum, wide, narrow])

        container.layoutIfNeeded()
        // 900 is satisfied as far as the required maximum allows; 750 is broken entirely.
        #expect(box.frame.width == 250)

        wide.isActive = false
        container.layoutIfNeeded()
        #expect(box.frame.width == 200)

        let preferred = box.widthAnchor.constraint(equalToConstant: 220)
        preferred.priority = .defaultLow
        preferred.isActive = true
        narrow.priority = UILayoutPriority(100)
        container.layoutIfNeeded()
        #expect(box.frame.width == 220)
    }

    @Test func testChangingAnActiveConstraintBetweenRequiredAndOptionalIsRefused() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let box = box(in: container)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true

        let log = capturingLayoutLog { width.priority = .defaultHigh }

        #expect(width.priority == .required)
        #expect(log.count == 1)
        #expect(log.first?.hasPrefix("Mutating a priority from required to not on an installed constraint") == true)
    }

    @Test func testUnsatisfiableConstraintsAreLoggedAndTheLastActivatedOneIsBroken() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let box = box(in: container)
        let hundred = box.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = box.widthAnchor.constraint(equalToConstant: 200)

        let log = capturingLayoutLog {
            NSLayoutConstraint.activate([hundred, twoHundred])
            container.layoutIfNeeded()
        }

        #expect(box.frame.width == 100)
        #expect(twoHundred.isActive)
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("    \"\(hundred.description)\",\n    \"\(twoHundred.description)\"\n)"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(twoHundred.description)\n"))
        #expect(twoHundred.description.hasSuffix(".width == 200   (active)>"))

        let again = capturingLayoutLog { container.layoutIfNeeded() }
        #expect(again.isEmpty)
    }

    @Test func testConflictListsOnlyTheConstraintsThatDisagree() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let left = box(in: container)
        let right = UIView.constrained(in: container)
        let unrelated = box(in: container)
        let unrelatedWidth = unrelated.widthAnchor.constraint(equalToConstant: 30)
        unrelatedWidth.isActive = true
        let leftWidth = left.widthAnchor.constraint(equalToConstant: 100)
        let gap = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 20)
        let rightEdge = right.trailingAnchor.constraint(equalTo: container.trailingAnchor)
        let rightWidth = right.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([leftWidth, gap, rightEdge, right.topAnchor.constraint(equalTo: container.topAnchor),
                                     right.heightAnchor.constraint(equalToConstant: 10)])
        container.layoutIfNeeded()

        let log = capturingLayoutLog {
            rightWidth.isActive = true
            container.layoutIfNeeded()
        }

        let message = log.first ?? ""
        for constraint in [leftWidth, gap, rightEdge, rightWidth] {
            #expect(message.contains(constraint.description))
        }
        #expect(!message.contains(unrelatedWidth.description))
        #expect(message.contains("breaking constraint \n\(rightWidth.description)"))
        #expect(right.frame == CGRect(x: 120, y: 0, width: 280, height: 10))
    }

    @Test func testForgettingToTurnOffAutoresizingTranslationConflictsWithTheFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(framed)
        let width = framed.widthAnchor.constraint(equalToConstant: 100)

        let log = capturingLayoutLog {
            width.isActive = true
            container.layoutIfNeeded()
        }

        let message = log.first ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(message.contains("h=--& v=--&"))
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(message.contains("breaking constraint \n\(width.description)"))
        #expect(framed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }
}
