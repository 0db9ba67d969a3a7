import Foundation
#if FUZZING
import CFuzzerDriver
#endif

/// The fuzzing harness of the server's input paths (`FuzzTarget`).
///
/// Built by `scripts/fuzz` (the server's targets instrumented with `-sanitize=fuzzer`, libFuzzer
/// linked, `FUZZING` defined), it is a libFuzzer binary: the target comes from
/// `UIKIT_FUZZ_TARGET`, every argument is libFuzzer's. Built plainly (`swift build --product
/// UIKitServerFuzz`), it replays corpora and seeded random mutations of them:
/// `UIKitServerFuzz <target> <corpus folder>... [--mutations N] [--seed S]`.
@main
@MainActor
enum UIKitServerFuzz {
    static var fixture: FuzzFixture?
    static var target = FuzzTarget.clientMessage

    static func main() {
        #if FUZZING
        guard let name = ProcessInfo.processInfo.environment["UIKIT_FUZZ_TARGET"], let chosen = FuzzTarget(rawValue: name) else {
            fail("set UIKIT_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        target = chosen
        fixture = FuzzFixture()
        var argc = CInt(CommandLine.arguments.count)
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        // libFuzzer calls back on this thread, the main thread, one input at a time.
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            MainActor.assumeIsolated { UIKitServerFuzz.fixture?.run(UIKitServerFuzz.target, bytes) }
            return 0
        })
        #else
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let chosen = FuzzTarget(rawValue: name) else {
            fail("usage: UIKitServerFuzz <\(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|"))> "
                 + "<corpus folder>... [--mutations N] [--seed S]")
        }
        var replay = Replay(target: chosen)
        var folders: [String] = []
        var remaining = arguments.dropFirst()
        while let argument = remaining.popFirst() {
            switch argument {
            case "--mutations": replay.mutations = remaining.popFirst().flatMap(Int.init) ?? replay.mutations
            case "--seed": replay.seed = remaining.popFirst().flatMap(UInt64.init) ?? replay.seed
            default: folders.append(argument)
            }
        }
        let fixture = FuzzFixture()
        let count = replay.run(folders: folders) { fixture.run(chosen, $0) }
        print("\(chosen.rawValue): \(count) inputs, no crash")
        #endif
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(2)
    }
}
