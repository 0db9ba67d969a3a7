import Testing
@_spi(Host) @testable import UIKitCore
import UIKit

/// Scenes of one app built alike share their compacted solvers' storage
/// (`LayoutEngine.sharedSolverStorage`), and the second takes the outcome of the first one's
/// batch (`LayoutEngine.solverBatchMemo`): their engines must take the same constraints in the
/// same order, whatever addresses their views and engines got.
@MainActor
struct SolverStorageSharingTests {
    /// A window whose root view holds six cards, each a stack of two labels laid out with
    /// constraints before it joins the window (each card has an engine of its own until then).
    private func buildScene(_ name: String) -> (UIWindowScene, [UIView]) {
        let (scene, _, controller) = sceneShowingController(name, scale: 3)
        var cards: [UIView] = []
        for k in 0..<6 {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            let title = UILabel(), detail = UILabel()
            title.text = "Card \(k)"
            detail.text = String(repeating: "detail ", count: k + 1)
            let stack = UIStackView(arrangedSubviews: [title, detail])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            ])
            cards.append(card)
        }
        let root = controller.view!
        for (k, card) in cards.enumerated() {
            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                k == 0 ? card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
                    : card.topAnchor.constraint(equalTo: cards[k - 1].bottomAnchor, constant: 10),
            ])
        }
        _ = scene.finishTurn()
        return (scene, cards)
    }

    @Test func testScenesBuiltAlikeShareTheirSolversStorageAndLayOutAlike() {
        let sharing = LayoutEngine.sharedSolverStorage
        let memo = LayoutEngine.solverBatchMemo
        let (first, firstCards) = buildScene("solver-sharing-1")
        let (offered, shared) = (sharing.offered, sharing.shared)
        let recalled = memo.recalled
        let (second, secondCards) = buildScene("solver-sharing-2")
        #expect(memo.recalled == recalled + 1, "the second scene's engine takes the first one's placed batch")
        #expect(sharing.offered > offered)
        #expect(sharing.shared - shared == sharing.offered - offered,
                "every array the second scene's solver offers is one the first left equal")
        #expect(secondCards.map(\.frame) == firstCards.map(\.frame))
        #expect(firstCards[5].frame.minY > firstCards[4].frame.maxY)

        // A change to one scene shows in that scene only.
        (firstCards[0].subviews[0] as! UIStackView).spacing = 20
        _ = first.finishTurn()
        _ = second.finishTurn()
        #expect(firstCards[0].frame.height == secondCards[0].frame.height + 16)
        #expect(secondCards.map(\.frame.minY) == secondCards.indices.map { k in
            k == 0 ? secondCards[0].frame.minY : secondCards[k - 1].frame.maxY + 10
        })
        UIApplication.shared.disconnectScene(first)
        UIApplication.shared.disconnectScene(second)
    }
}
