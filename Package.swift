// swift-tools-version:6.1
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// `UIKIT_FUZZER_LIBRARY` (scripts/fuzz names the toolchain's libclang_rt.fuzzer_no_main, and
/// builds in its own scratch folder) instruments the framework and the server for libFuzzer and
/// links libFuzzer into UIKitServerFuzz, whose own main starts it.
let fuzzerLibrary = Context.environment["UIKIT_FUZZER_LIBRARY"]
let fuzzing = fuzzerLibrary != nil
/// Release builds of the framework and the server skip two of Swift's run-time checks; debug
/// builds, which run the tests, keep both:
/// - dynamic actor isolation: every main-actor closure handed to the standard library
///   (`removeAll { $0 === view }`) checks the executor each time it runs, 2-3 % of the
///   instructions of making a scene; the code is checked statically (language mode 6);
/// - dynamic exclusivity: every access to a class's stored property registers itself, 7 % of the
///   instructions of creating a catalog session (callgrind, 40 creations).
let releaseWithoutDynamicChecks: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation", "-enforce-exclusivity=unchecked"],
                 .when(configuration: .release)),
]
let fuzzed: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []

let package = Package(
    name: "UIKitServer",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "UIKitCatalog", targets: ["UIKitCatalog"]),
        // Compiles an app's iOS sources as written: `@objc`, `#selector`, `@IBAction` (docs/selectors.md).
        .plugin(name: "UIKitSourcePlugin", targets: ["UIKitSourcePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        // Parses app sources for the source plugin's rewriter.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // C libraries from Debian, one system library target each.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
                       providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CJSONC", pkgConfig: "json-c",
                       providers: [.apt(["libjson-c-dev"])]),
        .systemLibrary(name: "CWslay", providers: [.apt(["libwslay-dev"])]),
        .systemLibrary(name: "CNettle", pkgConfig: "nettle",
                       providers: [.apt(["nettle-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // JPEG and GIF images decoded for drawing on the server (Cairo reads PNG only).
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // XPath 1.0 over the WebDriver page source.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The session store: SQLite on one machine, PostgreSQL for several instances.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        // Calls Swift cannot make directly (variadic C functions, macro-renamed names).
        .target(name: "CServerShim", dependencies: ["CMicroHTTPD", "CNettle"]),

        // Release builds of the solver skip the dynamic exclusivity checks: its hot loops touch the
        // solver's stored arrays so often that the checks were a fifth of the instructions of building
        // a 10,000-view grid. Debug builds, which run the tests, keep them.
        .target(name: "ConstraintSolver",
                swiftSettings: swift6 + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "UIKitCore", dependencies: ["ConstraintSolver", "CHarfBuzz", "CCairo", "CZlib", "CTurboJPEG", "CGIF"],
                swiftSettings: swift6 + fuzzed + releaseWithoutDynamicChecks),
        .target(
            name: "UIKitServer",
            dependencies: [
                "UIKitCore", "CMicroHTTPD", "CJSONC", "CWslay", "CNettle", "CServerShim", "CZlib", "CBrotli", "CLibXML2",
                "CSQLite", "CLibPQ", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swift6 + fuzzed + releaseWithoutDynamicChecks),
        .target(name: "UIKit", dependencies: ["UIKitCore", "UIKitServer"], swiftSettings: swift6),
        // Its iOS/ folder is written as for iOS and compiled through the source plugin.
        .executableTarget(name: "UIKitCatalog", dependencies: ["UIKit"], exclude: ["iOS"], resources: [.process("Resources")],
                          swiftSettings: swift6, plugins: ["UIKitSourcePlugin"]),
        .executableTarget(name: "UIKitSourceRewriter",
                          dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                                         .product(name: "SwiftParser", package: "swift-syntax")],
                          swiftSettings: swift6),
        .plugin(name: "UIKitSourcePlugin", capability: .buildTool(), dependencies: ["UIKitSourceRewriter"]),
        // Xcode's iOS App template as Xcode writes it, Info.plist included, built with the plugin.
        .executableTarget(name: "XcodeTemplateApp", dependencies: ["UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                          plugins: ["UIKitSourcePlugin"]),
        // Xcode's iOS App template with the Storyboard interface: Main.storyboard makes the window.
        .executableTarget(name: "StoryboardTemplateApp", dependencies: ["UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                          plugins: ["UIKitSourcePlugin"]),
        // An app from before scenes: Info.plist's UIMainStoryboardFile and an app delegate.
        .executableTarget(name: "MainStoryboardApp", dependencies: ["UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                          plugins: ["UIKitSourcePlugin"]),
        // An app written the iOS 12 way: main.swift calls UIApplicationMain, the app delegate makes
        // the window; one UIApplication and app delegate per session (e2e/test_classic_app.py).
        .executableTarget(name: "ClassicApp", dependencies: ["UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                          plugins: ["UIKitSourcePlugin"]),
        // A scene delegate that shows no window: the page says so (e2e/test_fonts_plist.py).
        .executableTarget(name: "WindowlessSceneApp", dependencies: ["UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                          plugins: ["UIKitSourcePlugin"]),

        // A five-control sign-in form in a stack view: Benchmarks/SessionBenchmark's small app.
        .executableTarget(name: "SignInApp", dependencies: ["UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                          plugins: ["UIKitSourcePlugin"]),

        // Fuzzing harnesses of the server's input paths (scripts/fuzz; replays corpora when built plainly).
        .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
        .executableTarget(name: "UIKitServerFuzz", dependencies: ["UIKitCore", "UIKitServer", "CFuzzerDriver"],
                          path: "Fuzz/UIKitServerFuzz", swiftSettings: swift6 + fuzzed + (fuzzing ? [.define("FUZZING")] : []),
                          linkerSettings: fuzzerLibrary.map { [.unsafeFlags([$0]), .linkedLibrary("stdc++")] } ?? []),
        .executableTarget(name: "SolverBenchmark", dependencies: ["ConstraintSolver", "CServerShim"],
                          path: "Benchmarks/SolverBenchmark", exclude: ["Traces"], swiftSettings: swift6),
        .executableTarget(name: "RenderBenchmark", dependencies: ["UIKitCore", "UIKitServer"],
                          path: "Benchmarks/RenderBenchmark", swiftSettings: swift6),
        .executableTarget(name: "TableBenchmark", dependencies: ["UIKitCore", "UIKitServer", "CServerShim"],
                          path: "Benchmarks/TableBenchmark", swiftSettings: swift6),
        .executableTarget(name: "LayoutBenchmark", dependencies: ["UIKitCore"], path: "Benchmarks/LayoutBenchmark", swiftSettings: swift6),
        // A storyboard scene against the same hierarchy in code (iOS/ is compiled through the plugin).
        .executableTarget(name: "StoryboardBenchmark", dependencies: ["UIKit"], path: "Benchmarks/StoryboardBenchmark",
                          exclude: ["iOS"], swiftSettings: swift6, plugins: ["UIKitSourcePlugin"]),
        .executableTarget(name: "AnimationBenchmark", dependencies: ["UIKitCore", "UIKitServer"],
                          path: "Benchmarks/AnimationBenchmark", swiftSettings: swift6),
        // Opens N WebSocket sessions that behave like pages and reports latency, errors and memory (README).
        .systemLibrary(name: "CEpoll", path: "Benchmarks/CEpoll"),
        .executableTarget(name: "LoadTool", dependencies: ["CEpoll", "CZlib"], path: "Benchmarks/LoadTool", swiftSettings: swift6),

        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], swiftSettings: swift6),
        // Stands in for Swift Testing's UIKit overlay, which exists on Apple platforms only.
        .target(name: "_Testing_UIKit", path: "Tests/_Testing_UIKit"),
        .testTarget(name: "UIKitCoreTests", dependencies: ["UIKit", "_Testing_UIKit"], swiftSettings: swift6),
        .testTarget(name: "UIKitServerTests", dependencies: ["UIKitServer"], swiftSettings: swift6),
        // Code written as for iOS, compiled through the source plugin (its iOS/ folder).
        .testTarget(name: "SelectorTests", dependencies: ["UIKit", "_Testing_UIKit"], exclude: ["iOS"], swiftSettings: swift6,
                    plugins: ["UIKitSourcePlugin"]),
        // The seeds' (the UIKit notes') samples, as written, compiled through the source plugin; and a
        // stand-in for the MapKit two of them import.
        .target(name: "MapKit", dependencies: ["UIKit"], path: "Tests/MapKit", swiftSettings: swift6),
        .testTarget(name: "SeedSampleTests", dependencies: ["UIKit", "MapKit", "_Testing_UIKit"], exclude: ["iOS"],
                    swiftSettings: swift6, plugins: ["UIKitSourcePlugin"]),
        // App code in Swift 5 language mode, using UIKit from nonisolated code as such apps do.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
