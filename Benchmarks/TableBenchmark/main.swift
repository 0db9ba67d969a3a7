// Prints what tables cost: the memory of a scene holding a 100,000-row table against a
// 100-row one, the server time and patch bytes per screenful of newly shown rows, and the
// first paint (snapshot) of a 10,000-row table. Run with `swift run -c release TableBenchmark`.
import Foundation
import CServerShim
@_spi(Host) import UIKitCore
@_spi(Host) import UIKitServer

@MainActor
final class NumberedRows: NSObject, UITableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)

/// A shown scene whose root view is a table of `rows` rows, laid out and sent once.
@MainActor
func makeTableScene(_ name: String, rows: Int) -> (UIWindowScene, UITableView, NumberedRows) {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: name, display: display)
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    let source = NumberedRows(count: rows)
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    table.dataSource = source
    controller.view = table
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.snapshot()
    return (scene, table, source)
}

func heapInUse() -> Int {
    Int(cservershim_heap_in_use())
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// The heap a scene with a table of `rows` rows holds, after it was laid out and sent, and
/// after scrolling it through 50 screens (cells made and reused).
@MainActor
func sceneMemory(rows: Int, round: Int) -> Int {
    let before = heapInUse()
    let (scene, table, source) = makeTableScene("memory-\(rows)-\(round)", rows: rows)
    for step in 1...50 {
        table.contentOffset.y = min(CGFloat(step) * 844, table.contentSize.height - table.bounds.height)
        _ = scene.finishTurn()
    }
    let used = heapInUse() - before
    withExtendedLifetime((table, source)) { UIApplication.shared.disconnectScene(scene) }
    return used
}

@MainActor
func benchmarkMemory() {
    // Warm up the caches (fonts, text shaping) so both scenes pay the same.
    _ = sceneMemory(rows: 100, round: 0)
    var small: [Int] = [], large: [Int] = []
    for round in 1...3 {
        small.append(sceneMemory(rows: 4_000, round: round))
        large.append(sceneMemory(rows: 100_000, round: round))
    }
    let median = { (values: [Int]) in values.sorted()[values.count / 2] }
    print("memory of a scene scrolled through 50 screens: 4,000-row table \(median(small) / 1024) KiB, "
        + "100,000-row table \(median(large) / 1024) KiB (median of 3; heap in use, mallinfo2)")
    _ = sceneMemory(rows: 100, round: 9)
    let tiny = sceneMemory(rows: 100, round: 10)
    print("memory of a scene with a 100-row table (scrolled to its end): \(tiny / 1024) KiB")
}

@MainActor
func benchmarkScreenful() {
    let (scene, table, source) = makeTableScene("screenful", rows: 100_000)
    let clock = ContinuousClock()
    // Warm up: fill the reuse pool.
    for step in 1...10 {
        table.contentOffset.y = CGFloat(step) * 844
        _ = scene.finishTurn()
    }
    var total = Duration.zero, bytes = 0, creates = 0
    let rounds = 200
    for step in 11..<(11 + rounds) {
        var patch: RenderPatch?
        total += clock.measure {
            table.contentOffset.y = CGFloat(step) * 844
            patch = scene.finishTurn()
        }
        guard let patch else { continue }
        bytes += WireText.patch(patch).utf8.count
        creates += patch.operations.filter { if case .create = $0 { true } else { false } }.count
    }
    print(String(format: "a screenful (844 points, 19 rows) of newly shown rows: %.3f ms on the server, %d bytes of patch, "
        + "%d nodes created (mean of %d screenfuls of a 100,000-row table)",
                 milliseconds(total) / Double(rounds), bytes / rounds, creates / rounds, rounds))
    withExtendedLifetime((table, source)) { UIApplication.shared.disconnectScene(scene) }
}

@MainActor
func benchmarkFirstPaint() {
    let clock = ContinuousClock()
    var best = Duration.seconds(100)
    var size = 0
    for round in 0..<5 {
        var text = ""
        var kept: (UIWindowScene, UITableView, NumberedRows)?
        let elapsed = clock.measure {
            kept = makeTableScene("first-\(round)", rows: 10_000)
            text = WireText.snapshot(kept!.0.snapshot(), viewport: display)
        }
        best = min(best, elapsed)
        size = text.utf8.count
        if let kept { withExtendedLifetime(kept) { UIApplication.shared.disconnectScene(kept.0) } }
    }
    print(String(format: "first paint of a 10,000-row table screen: %.3f ms to build, lay out and encode, %d bytes (best of 5)",
                 milliseconds(best), size))
}

MainActor.assumeIsolated {
    benchmarkMemory()
    benchmarkScreenful()
    benchmarkFirstPaint()
}
