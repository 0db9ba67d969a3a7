// Prints what a storyboard scene costs against the same hierarchy written in code (issue 19):
// the time to make the controller and load its view, the time to make, load and lay it out in a
// window, and the resident memory each scene keeps. The scene is iOS/Bench.storyboard's form (20
// labelled text fields and a button in stack views, 64 views, 3 constraints); the code is
// iOS/BenchControllers.swift's. Both kinds run in the same process, in rounds that alternate
// which goes first; each figure is the median of the rounds.
// Run with `swift run -c release StoryboardBenchmark [--scenes 200] [--rounds 7] [--only code|storyboard]`
// (`--only` runs one kind, warm-up included, for a profiler: `loadViews` and `showScenes` are
// the functions to read).
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
let rounds = max(1, option("--rounds", option("--runs", 7)))
let only: String? = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

/// The process's resident memory, from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

@MainActor
func connect(_ make: () -> UIViewController, tag: String) -> UIWindowScene {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: tag,
                                                  display: SceneDisplay(width: 393, height: 852, scale: 3, style: .light))
    let window = UIWindow(windowScene: scene)
    window.rootViewController = make()
    window.makeKeyAndVisible()
    _ = scene.finishTurn(commit: false)
    return scene
}

/// The time a scene takes: its controller made, its view loaded and laid out in a window; and
/// the resident memory the scenes keep.
@MainActor
func showScenes(_ make: () -> UIViewController, count: Int, tag: String) -> (seconds: Double, bytes: Int, kept: [UIWindowScene]) {
    var kept: [UIWindowScene] = []
    kept.reserveCapacity(count)
    let memoryBefore = residentBytes()
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count {
        kept.append(connect(make, tag: "\(tag)-\(index)"))
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
    let bytes = (residentBytes() - memoryBefore) / count
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

/// Runs each kind a few times first: the storyboard's archive and recipes are read once per
/// process, and both kinds fill the font and text caches.
@MainActor
func warmUp(_ make: () -> UIViewController, tag: String) {
    for index in 0..<5 {
        UIApplication.shared.disconnectScene(connect(make, tag: "warm-\(tag)-\(index)"))
        make().loadViewIfNeeded()
    }
}

@MainActor
func run() {
    _ = __UIKitSelectorRegistry.registerAll
    let storyboard = UIStoryboard(name: "Bench", bundle: nil)
    let kinds: [(name: String, make: () -> UIViewController)] = [
        ("code", { CodeFormViewController() }),
        ("storyboard", { storyboard.instantiateViewController(withIdentifier: "Form") }),
    ].filter { only == nil || only == $0.name }
    for kind in kinds { warmUp(kind.make, tag: kind.name) }

    var sceneSeconds: [String: [Double]] = [:]
    var loadSeconds: [String: [Double]] = [:]
    var bytesPerScene: [String: Int] = [:]
    // The first round's scenes stay connected, so that neither kind's memory reuses what the
    // other freed.
    var firstRoundScenes: [UIWindowScene] = []
    for round in 0..<rounds {
        let order = round % 2 == 0 ? kinds : kinds.reversed()
        for kind in order {
            loadSeconds[kind.name, default: []].append(loadViews(kind.make, count: sceneCount))
            let result = showScenes(kind.make, count: sceneCount, tag: "\(kind.name)-\(round)")
            sceneSeconds[kind.name, default: []].append(result.seconds)
            if round == 0 {
                bytesPerScene[kind.name] = result.bytes
                firstRoundScenes += result.kept
            } else {
                for scene in result.kept { UIApplication.shared.disconnectScene(scene) }
            }
        }
    }
    print("scene: 64 views (20 labelled text fields and a button in stack views), 3 constraints; "
          + "\(sceneCount) scenes a round, \(rounds) rounds, medians (fastest round in brackets)")
    for kind in kinds {
        let scenes = sceneSeconds[kind.name]!, loads = loadSeconds[kind.name]!
        let label = kind.name.padding(toLength: 11, withPad: " ", startingAt: 0)
        print(label + String(format: "%7.3f ms a scene with first layout [%.3f]   %6.3f ms to make and load the view [%.3f]   "
                             + "memory kept %6.1f KiB a scene",
                             median(scenes) * 1000, scenes.min()! * 1000, median(loads) * 1000, loads.min()! * 1000,
                             Double(bytesPerScene[kind.name]!) / 1024))
    }
    _ = firstRoundScenes
}

MainActor.assumeIsolated { run() }
