import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var timingLog: [String] = []

/// A view that makes its constraints when the update-constraints pass asks for them, and logs
/// both passes.
@MainActor
private final class LateConstrainingView: UIView {
    let content = UIView()
    private var made = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        timingLog.append("updateConstraints")
        if !made {
            made = true
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                content.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                content.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                content.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        timingLog.append("layoutSubviews")
        super.layoutSubviews()
    }
}

/// Changes an app makes in the middle of a turn show in the frames as soon as it calls
/// `layoutIfNeeded()`, as on a device, without waiting for the end of the turn.
@MainActor
struct LayoutIfNeededTimingTests {
    private func window(_ name: String) -> (UIWindowScene, UIWindow) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: name,
                                                      display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return (scene, window)
    }

    @Test func testLayoutIfNeededUpdatesConstraintsBeforeLayingOutInAWindow() {
        let (_, window) = window("timing-update-window")
        let view = LateConstrainingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        timingLog = []

        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()

        #expect(timingLog == ["updateConstraints", "layoutSubviews"])
        #expect(view.content.frame == CGRect(x: 10, y: 10, width: 180, height: 30))
    }

    @Test func testLayoutIfNeededUpdatesConstraintsBeforeLayingOutOutsideAWindow() {
        let view = LateConstrainingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        timingLog = []

        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()

        #expect(timingLog == ["updateConstraints", "layoutSubviews"])
        #expect(view.content.frame == CGRect(x: 10, y: 10, width: 180, height: 30))
    }

    @Test func testAViewAddedWithConstraintsIsPlacedByTheNextLayoutIfNeeded() {
        let (_, window) = window("timing-add")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        container.layoutIfNeeded()
        let added = UIView()
        added.translatesAutoresizingMaskIntoConstraints = false

        container.addSubview(added)
        NSLayoutConstraint.activate([
            added.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            added.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            added.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            added.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()

        #expect(added.frame == CGRect(x: 20, y: 30, width: 150, height: 40))
    }

    @Test func testRemovingAViewFreesItsNeighboursAtTheNextLayoutIfNeeded() {
        let (_, window) = window("timing-remove")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let first = UIView.constrained(in: container, width: 50, height: 20)
        let second = UIView.constrained(in: container, width: 50, height: 20)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5).withPriority(.defaultLow),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(second.frame.minX == 60)

        first.removeFromSuperview()
        container.layoutIfNeeded()

        #expect(second.frame == CGRect(x: 5, y: 0, width: 50, height: 20))
    }

    @Test func testHidingAnArrangedSubviewReflowsTheStackAtTheNextLayoutIfNeeded() {
        let (_, window) = window("timing-hidden")
        let rows = [40.0, 50, 60].map { IntrinsicView(width: UIView.noIntrinsicMetric, height: $0) }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(rows[2].frame == CGRect(x: 0, y: 110, width: 100, height: 60))

        rows[1].isHidden = true
        window.layoutIfNeeded()

        #expect(rows[2].frame == CGRect(x: 0, y: 50, width: 100, height: 60))
        #expect(stack.frame == CGRect(x: 0, y: 20, width: 100, height: 110))
    }

    @Test func testSettingTheFrameOfAnAutoresizingViewMovesViewsConstrainedToItAtTheNextLayoutIfNeeded() {
        let (_, window) = window("timing-frame")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let anchorView = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(anchorView)
        let follower = UIView.constrained(in: container, width: 20, height: 20)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchorView.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: anchorView.bottomAnchor, constant: 5),
        ])
        container.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 65, y: 65, width: 20, height: 20))

        anchorView.frame = CGRect(x: 100, y: 40, width: 80, height: 30)
        container.layoutIfNeeded()

        #expect(follower.frame == CGRect(x: 185, y: 75, width: 20, height: 20))
    }

    @Test func testResizingTheSuperviewOfConstrainedViewsReflowsThemAtTheNextLayoutIfNeeded() {
        let (_, window) = window("timing-resize")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let content = UIView.constrained(in: container, height: 20)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()

        container.frame.size = CGSize(width: 200, height: 100)
        container.layoutIfNeeded()

        #expect(content.frame == CGRect(x: 16, y: 80, width: 168, height: 20))
    }
}
