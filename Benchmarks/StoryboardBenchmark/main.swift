// Prints what a storyboard scene costs against the same hierarchy written in code (issue 19):
// the time to make the controller, load its view and lay it out in a window, and the resident
// memory each scene keeps. The scene is iOS/Bench.storyboard's form (20 labelled text fields and a button
// in stack views, 64 views); the code is iOS/BenchControllers.swift's.
// Run with `swift run -c release StoryboardBenchmark [--scenes 200] [--runs 5]`.
import Foundation
@_spi(Host) import UIKitCore
import UIKit

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let value = Int(arguments[index + 1]) else {
        return fallback
    }
    return value
}
let sceneCount = option("--scenes", 200)

/// The process's resident memory, from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
}
let runs = option("--runs", 5)
/// `--only code` or `--only storyboard`: one kind, for a profiler.
let only: String? = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

@MainActor
func showScenes(_ make: () -> UIViewController, count: Int, tag: String) -> (seconds: Double, bytes: Int, kept: [UIWindowScene]) {
    var kept: [UIWindowScene] = []
    kept.reserveCapacity(count)
    let memoryBefore = residentBytes()
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "\(tag)-\(index)",
                                                      display: SceneDisplay(width: 393, height: 852, scale: 3, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = make()
        window.makeKeyAndVisible()
        _ = scene.finishTurn(commit: false)
        kept.append(scene)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let bytes = residentBytes() - memoryBefore
    return (seconds, bytes, kept)
}

/// The time to make a controller and load its view, without a window or layout.
@MainActor
func loadViews(_ make: () -> UIViewController, count: Int) -> Double {
    var kept: [UIViewController] = []
    kept.reserveCapacity(count)
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count {
        let controller = make()
        controller.loadViewIfNeeded()
        kept.append(controller)
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
}

@MainActor
func run() {
    _ = __UIKitSelectorRegistry.registerAll
    let storyboard = UIStoryboard(name: "Bench", bundle: nil)
    // Warm up both paths (the storyboard's archive is read once per process).
    _ = showScenes({ storyboard.instantiateViewController(withIdentifier: "Form") }, count: 5, tag: "warm-sb")
    _ = showScenes({ CodeFormViewController() }, count: 5, tag: "warm-code")
    // Time: the best run. Memory: the first run, whose scenes stay connected, so that neither
    // kind reuses what the other freed.
    var bestSeconds: [String: Double] = [:]
    var bestLoad: [String: Double] = [:]
    var bytesPerScene: [String: Int] = [:]
    var firstRunScenes: [UIWindowScene] = []
    let kinds: [(String, () -> UIViewController)] = [
        ("code", { CodeFormViewController() }),
        ("storyboard", { storyboard.instantiateViewController(withIdentifier: "Form") }),
    ]
    for run in 0..<runs {
        for (name, make) in kinds where only == nil || only == name {
            bestLoad[name] = min(bestLoad[name] ?? .infinity, loadViews(make, count: sceneCount))
            let result = showScenes(make, count: sceneCount, tag: "\(name)-\(run)")
            bestSeconds[name] = min(bestSeconds[name] ?? .infinity, result.seconds / Double(sceneCount))
            if run == 0 {
                bytesPerScene[name] = result.bytes / sceneCount
                firstRunScenes += result.kept
            } else {
                for scene in result.kept { UIApplication.shared.disconnectScene(scene) }
            }
        }
    }
    print("scene: 64 views (20 labelled text fields and a button in stack views), 3 constraints; \(sceneCount) scenes a run, best of \(runs)")
    for (name, _) in kinds where only == nil || only == name {
        let label = name.padding(toLength: 11, withPad: " ", startingAt: 0)
        print(label + String(format: "%8.3f ms a scene (make, load the view, first layout; %.3f ms of it to make and load)   "
                             + "memory kept %7.1f KiB a scene",
                             bestSeconds[name]! * 1000, bestLoad[name]! * 1000, Double(bytesPerScene[name]!) / 1024))
    }
    _ = firstRunScenes
}

MainActor.assumeIsolated { run() }
