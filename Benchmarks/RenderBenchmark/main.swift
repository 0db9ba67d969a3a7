// Prints what rendering costs: building and committing a tree, and committing one change in
// trees of growing size. Run with `swift run -c release RenderBenchmark`; `RenderBenchmark raster`
// prints only the server's rasterization of a drawn 390×844 screen at 3×, of a snapshot of a
// screen of labels, and of a scene's screenshot; `RenderBenchmark snapshot [sizes…]` only the
// snapshots of trees of 1,000 and 10,000 views (or of the sizes given), for profiling.
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

/// A structural change (a button added to one row, then removed) in a tree of `treeSize` labels
/// with a button in every tenth row: what numbering the tab order costs when a commit changes
/// the tree.
@MainActor
func benchmarkOneInsertion(treeSize: Int) {
    let clock = ContinuousClock()
    let (scene, root) = makeScene("insert-\(treeSize)")
    _ = addTree(of: treeSize, to: root)
    let rows = root.subviews
    for (index, row) in rows.enumerated() where index % 10 == 0 {
        row.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 39, height: 20)))
    }
    _ = scene.snapshot()
    let rounds = 1_000
    let commitTotal = clock.measure {
        for round in 0..<rounds {
            let button = UIButton(frame: CGRect(x: 200, y: 0, width: 39, height: 20))
            rows[(round * 7919) % rows.count].addSubview(button)
            guard scene.finishTurn() != nil else { fatalError("an insertion produced no patch") }
            button.removeFromSuperview()
            guard scene.finishTurn() != nil else { fatalError("a removal produced no patch") }
        }
    }
    print("one button added and removed in \(treeSize) views: commit \(microseconds(commitTotal / (rounds * 2))) "
        + "per change (mean of \(rounds * 2))")
    UIApplication.shared.disconnectScene(scene)
}

/// A full snapshot of a tree of `treeSize` views as a page that connects waits for it: taken on
/// the main actor, written as wire JSON and deflated (permessage-deflate, which browsers offer)
/// off the main actor in the server. Once over a tree never committed, whose labels lay out
/// their text in it, then, best of five, again as a page that reconnects gets it.
@MainActor
func benchmarkSnapshot(treeSize: Int) {
    let clock = ContinuousClock()
    let viewport = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
    let (scene, root) = makeScene("snapshot-\(treeSize)")
    _ = addTree(of: treeSize, to: root)
    var text = ""
    var deflated: [UInt8] = []
    let first = clock.measure { text = WireText.snapshot(scene.snapshot(), viewport: viewport) }
    var best = (snapshot: Duration.seconds(1_000), encode: Duration.seconds(1_000), deflate: Duration.seconds(1_000))
    for _ in 0..<5 {
        var snapshot: RenderSnapshot?
        let taken = clock.measure { snapshot = scene.snapshot() }
        let encoded = clock.measure { text = WireText.snapshot(snapshot!, viewport: viewport) }
        let compressed = clock.measure { deflated = WireText.deflated(text) ?? [] }
        if taken + encoded + compressed < best.snapshot + best.encode + best.deflate { best = (taken, encoded, compressed) }
    }
    print("snapshot of \(treeSize) views: \(milliseconds(best.snapshot + best.encode)) including encoding "
        + "(snapshot \(milliseconds(best.snapshot)), encode \(milliseconds(best.encode)); best of 5), \(text.utf8.count) bytes; "
        + "deflated for the page \(milliseconds(best.deflate)), \(deflated.count) bytes, in all "
        + "\(milliseconds(best.snapshot + best.encode + best.deflate)); "
        + "first snapshot, laying out every label's text: \(milliseconds(first))")
    UIApplication.shared.disconnectScene(scene)
}

/// Draws a screenful into the current context: a background, 40 rows of cards with a dot and
/// two bars each, and a 200-segment chart stroked over a filled area.
@MainActor
func drawScreen(in context: CGContext) {
    context.setFillColor(CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 390, height: 844))
    for row in 0..<40 {
        let y = CGFloat(row) * 21
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 8, y: y + 1, width: 374, height: 19))
        context.setFillColor(CGColor(red: 0, green: 0.48, blue: 1, alpha: 1))
        context.fillEllipse(in: CGRect(x: 14, y: y + 4, width: 13, height: 13))
        context.setFillColor(CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.8))
        context.fill(CGRect(x: 34, y: y + 6, width: CGFloat(80 + row * 5 % 120), height: 4))
        context.fill(CGRect(x: 34, y: y + 13, width: CGFloat(60 + row * 7 % 90), height: 3))
    }
    context.saveGState()
    context.move(to: CGPoint(x: 0, y: 844))
    for index in 0...200 {
        let x = CGFloat(index) * 390 / 200
        context.addLine(to: CGPoint(x: x, y: 600 + 80 * sin(CGFloat(index) / 9)))
    }
    context.addLine(to: CGPoint(x: 390, y: 844))
    context.closePath()
    context.setFillColor(CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.4))
    context.fillPath()
    context.setStrokeColor(CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1))
    context.setLineWidth(2)
    context.setLineJoin(.round)
    for index in 0...200 {
        let point = CGPoint(x: CGFloat(index) * 390 / 200, y: 600 + 80 * sin(CGFloat(index) / 9))
        if index == 0 { context.move(to: point) } else { context.addLine(to: point) }
    }
    context.strokePath()
    context.restoreGState()
}

/// Best of ten: recording the screen's drawing, rasterizing it (Cairo) into a 1170×2532 bitmap,
/// and encoding the bitmap as PNG.
@MainActor
func benchmarkRaster() {
    let clock = ContinuousClock()
    var best = (record: Duration.seconds(1_000), raster: Duration.seconds(1_000), png: Duration.seconds(1_000))
    var bytes = 0
    for _ in 0..<10 {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 390, height: 844), true, 3)
        let context = UIGraphicsGetCurrentContext()!
        let record = clock.measure { drawScreen(in: context) }
        let raster = clock.measure { _ = context.data }
        var image: UIImage?
        let png = clock.measure { image = UIGraphicsGetImageFromCurrentImageContext() }
        bytes = image?.pngData()?.count ?? 0
        UIGraphicsEndImageContext()
        best = (min(best.record, record), min(best.raster, raster), min(best.png, png))
    }
    print("raster 390×844 at 3×: record \(milliseconds(best.record)), rasterize \(milliseconds(best.raster)), "
        + "PNG \(milliseconds(best.png)), \(bytes) bytes (best of 10)")
}

/// Best of five: a screen of 400 labels in rows (the first 400 of the 1,000-view tree) drawn
/// by `drawHierarchy` into a 390×844 image at 3×: recording the tree, then its pixels.
@MainActor
func benchmarkViewSnapshot() {
    let clock = ContinuousClock()
    let (scene, root) = makeScene("view-snapshot")
    _ = addTree(of: 400, to: root)
    _ = scene.finishTurn()
    var best = (record: Duration.seconds(1_000), raster: Duration.seconds(1_000))
    for _ in 0..<5 {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 390, height: 844), true, 3)
        let context = UIGraphicsGetCurrentContext()!
        let record = clock.measure { _ = root.drawHierarchy(in: CGRect(x: 0, y: 0, width: 390, height: 844), afterScreenUpdates: false) }
        let raster = clock.measure { _ = context.data }
        UIGraphicsEndImageContext()
        best = (min(best.record, record), min(best.raster, raster))
    }
    print("snapshot of 400 labels, 390×844 at 3×: record \(milliseconds(best.record)), rasterize \(milliseconds(best.raster)) (best of 5)")
    UIApplication.shared.disconnectScene(scene)
}

/// Best of ten: a screenshot (`_screenshotPNG`) at 2× of a scene laid out like the catalog's
/// first screen: a navigation bar over a scroll view of two labels and 26 system buttons.
@MainActor
func benchmarkScreenshot() {
    let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "screenshot", display: display)
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    controller.title = "UIKit Catalog"
    controller.view.backgroundColor = .systemBackground
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let stack = UIStackView(frame: CGRect(x: 20, y: 100, width: 350, height: 1_200))
    stack.axis = .vertical
    stack.spacing = 8
    for text in ["Taps: 0", "390 × 844 points at 2×"] {
        let label = UILabel()
        label.text = text
        stack.addArrangedSubview(label)
    }
    for index in 0..<26 {
        let button = UIButton(type: .system)
        button.setTitle("Screen \(index + 1)", for: .normal)
        stack.addArrangedSubview(button)
    }
    scroll.addSubview(stack)
    controller.view.addSubview(scroll)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    var bytes = 0
    for _ in 0..<10 {
        var png: [UInt8] = []
        best = min(best, clock.measure { png = scene._screenshotPNG() })
        bytes = png.count
    }
    // The same drawing taken apart: recording the layer tree, rasterizing it, encoding the PNG.
    var parts = (record: Duration.seconds(1_000), raster: Duration.seconds(1_000), png: Duration.seconds(1_000))
    for _ in 0..<10 {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 390, height: 844), true, 2)
        let context = UIGraphicsGetCurrentContext()!
        let record = clock.measure { window.layer.render(in: context) }
        let raster = clock.measure { _ = context.data }
        let png = clock.measure { _ = UIGraphicsGetImageFromCurrentImageContext() }
        UIGraphicsEndImageContext()
        parts = (min(parts.record, record), min(parts.raster, raster), min(parts.png, png))
    }
    print("screenshot of a catalog-like first screen, 390×844 at 2×: \(milliseconds(best)), \(bytes) bytes (best of 10); "
        + "record \(milliseconds(parts.record)), rasterize \(milliseconds(parts.raster)), PNG \(milliseconds(parts.png))")
    UIApplication.shared.disconnectScene(scene)
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "snapshot" {
        let sizes = arguments.dropFirst().compactMap { Int($0) }
        for size in sizes.isEmpty ? [1_000, 10_000] : sizes { benchmarkSnapshot(treeSize: size) }
        return
    }
    benchmarkRaster()
    benchmarkViewSnapshot()
    benchmarkScreenshot()
    if CommandLine.arguments.dropFirst().first == "raster" { return }
    benchmarkBuild()
    for size in [100, 1_000, 10_000] { benchmarkOneChange(treeSize: size) }
    for size in [100, 1_000, 10_000] { benchmarkOneInsertion(treeSize: size) }
    for size in [1_000, 10_000] { benchmarkSnapshot(treeSize: size) }
}
