import Testing
import UIKit

@MainActor
struct ConstraintLayoutTests {
    @Test func testCenteredViewOfFixedSizeSitsInTheMiddleOfItsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])

        container.layoutIfNeeded()

        #expect(box.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    }
}
