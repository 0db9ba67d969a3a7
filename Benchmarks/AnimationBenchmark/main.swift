// Prints what animations cost on the wire: the patch bytes for one animation of 100 views, by
// kind, against the same change made at once. Run with `swift run AnimationBenchmark`.
import Foundation
@_spi(Host) import UIKitCore
@_spi(Host) import UIKitServer

@MainActor
func makeScene(_ name: String) -> (UIWindowScene, [UIView]) {
    let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
    let scene = UIApplication.shared.connectScene(persistentIdentifier: name, display: display)
    scene.clock = .manual()
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    var views: [UIView] = []
    for index in 0..<100 {
        let view = UIView(frame: CGRect(x: Double(index % 10) * 39, y: Double(index / 10) * 40, width: 30, height: 30))
        view.backgroundColor = .systemBlue
        controller.view.addSubview(view)
        views.append(view)
    }
    _ = scene.finishTurn()
    return (scene, views)
}

/// The patch's JSON bytes, and their size gzipped (about what permessage-deflate sends).
func measure(_ patch: RenderPatch?) -> (raw: Int, gzipped: Int) {
    guard let patch else { return (0, 0) }
    let text = WireText.patch(patch)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/gzip")
    process.arguments = ["-c", "-6"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    guard (try? process.run()) != nil else { return (text.utf8.count, 0) }
    input.fileHandleForWriting.write(Data(text.utf8))
    try? input.fileHandleForWriting.close()
    let compressed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (text.utf8.count, compressed.count)
}

@MainActor
func report(_ name: String, _ patch: RenderPatch?) {
    let (raw, gzipped) = measure(patch)
    let padded = name.padding(toLength: 58, withPad: " ", startingAt: 0)
    print("\(padded) \(String(format: "%6d", raw)) bytes, \(String(format: "%5d", gzipped)) gzipped, "
        + "\(patch?.animations.count ?? 0) animation entries")
}

@MainActor
func run() {
    print("One animation of 100 views (patch bytes):")
    do {
        let (scene, views) = makeScene("bench-instant")
        UIView.performWithoutAnimation { for view in views { view.center.x += 20 } }
        report("move 100 views at once (no animation)", scene.finishTurn())
    }
    do {
        let (scene, views) = makeScene("bench-animate")
        UIView.animate(withDuration: 0.3) { for view in views { view.center.x += 20 } }
        report("UIView.animate: move 100 views", scene.finishTurn())
    }
    do {
        let (scene, views) = makeScene("bench-spring")
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { for view in views { view.center.x += 20 } })
        report("UIView.animate, spring: move 100 views", scene.finishTurn())
    }
    do {
        let (scene, views) = makeScene("bench-keyframes")
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { for view in views { view.center.x += 20 } }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { for view in views { view.alpha = 0.5 } }
        })
        report("animateKeyframes: 2 keyframes on 100 views", scene.finishTurn())
    }
    do {
        let (scene, views) = makeScene("bench-animator")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { for view in views { view.center.x += 20 } }
        animator.startAnimation()
        report("UIViewPropertyAnimator start: move 100 views", scene.finishTurn())
        scene.clock.advance(by: 0.3)
        animator.pauseAnimation()
        report("  pauseAnimation (100 seeks)", scene.finishTurn())
        animator.fractionComplete = 0.5
        report("  fractionComplete = 0.5 (100 seeks)", scene.finishTurn())
        animator.isReversed = true
        animator.startAnimation()
        report("  reversed and started (100 plays)", scene.finishTurn())
    }
    do {
        let (scene, views) = makeScene("bench-layer")
        for view in views {
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = view.layer.position.x + 20
            move.duration = 0.3
            view.layer.add(move, forKey: "move")
        }
        report("CABasicAnimation position.x on 100 layers", scene.finishTurn())
    }
    do {
        let (scene, views) = makeScene("bench-transition")
        UIView.transition(with: views[0].superview!, duration: 0.5, options: [.transitionFlipFromLeft], animations: {
            for view in views { view.backgroundColor = .systemOrange }
        })
        report("UIView.transition: recolour 100 views under a flip", scene.finishTurn())
    }
}

MainActor.assumeIsolated { run() }
