// Prints what rendering costs: building and committing a tree, and committing one change in
// trees of growing size. Run with `swift run -c release RenderBenchmark`.
import Foundation
@_spi(Host) import UIKitCore
@_spi(Host) import UIKitServer

@MainActor
func makeScene(_ name: String) -> (UIWindowScene, UIView) {
    let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
    let scene = UIApplication.shared.connectScene(persistentIdentifier: name, display: display)
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    return (scene, controller.view)
}

/// A tree of `count` views: rows of ten 12-point labels under container views.
@MainActor
func addTree(of count: Int, to root: UIView) -> [UILabel] {
    var labels: [UILabel] = []
    var row = UIView()
    for index in 0..<count {
        if index % 10 == 0 {
            row = UIView(frame: CGRect(x: 0, y: Double(index / 10) * 20, width: 390, height: 20))
            root.addSubview(row)
        }
        let label = UILabel(frame: CGRect(x: Double(index % 10) * 39, y: 0, width: 39, height: 20))
        label.font = .systemFont(ofSize: 12)
        label.text = "L\(index)"
        row.addSubview(label)
        labels.append(label)
    }
    return labels
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.3f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f µs", Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
}

/// Best of ten: adding 1,000 views to a shown scene, committing them (main actor), and writing
/// the patch as wire JSON (done off the main actor by the server).
@MainActor
func benchmarkBuild() {
    let clock = ContinuousClock()
    var best = (add: Duration.seconds(1_000), commit: Duration.seconds(1_000), encode: Duration.seconds(1_000))
    var bytes = 0
    for round in 0..<10 {
        let (scene, root) = makeScene("build-\(round)")
        _ = scene.snapshot()
        let add = clock.measure { _ = addTree(of: 1_000, to: root) }
        var patch: RenderPatch?
        let commit = clock.measure { patch = scene.finishTurn() }
        var text = ""
        let encode = clock.measure { text = WireText.patch(patch!) }
        bytes = text.utf8.count
        best = (min(best.add, add), min(best.commit, commit), min(best.encode, encode))
        UIApplication.shared.disconnectScene(scene)
    }
    print("build 1,000 views: add \(milliseconds(best.add)), commit \(milliseconds(best.commit)), "
        + "encode \(milliseconds(best.encode)), patch \(bytes) bytes (best of 10)")
}

@MainActor
func benchmarkOneChange(treeSize: Int) {
    let clock = ContinuousClock()
    let (scene, root) = makeScene("change-\(treeSize)")
    let labels = addTree(of: treeSize, to: root)
    _ = scene.snapshot()
    let rounds = 2_000
    var bytes = 0
    var encodeTotal = Duration.zero
    let commitTotal = clock.measure {
        for round in 0..<rounds {
            // Short enough to fit the 39-point label: a truncated text that draws the same sends nothing.
            labels[(round * 7919) % labels.count].text = "\(round)"
            guard let patch = scene.finishTurn() else { fatalError("a change produced no patch") }
            encodeTotal += clock.measure { bytes = WireText.patch(patch).utf8.count }
        }
    } - encodeTotal
    print("one label change in \(treeSize) views: commit \(microseconds(commitTotal / rounds)), "
        + "encode \(microseconds(encodeTotal / rounds)), patch \(bytes) bytes (mean of \(rounds))")
    UIApplication.shared.disconnectScene(scene)
}

@MainActor
func benchmarkSnapshot(treeSize: Int) {
    let clock = ContinuousClock()
    let (scene, root) = makeScene("snapshot-\(treeSize)")
    _ = addTree(of: treeSize, to: root)
    var text = ""
    let elapsed = clock.measure {
        text = WireText.snapshot(scene.snapshot(), viewport: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
    }
    print("snapshot of \(treeSize) views: \(milliseconds(elapsed)) including encoding, \(text.utf8.count) bytes")
    UIApplication.shared.disconnectScene(scene)
}

MainActor.assumeIsolated {
    benchmarkBuild()
    for size in [100, 1_000, 10_000] { benchmarkOneChange(treeSize: size) }
    for size in [1_000, 10_000] { benchmarkSnapshot(treeSize: size) }
}
