import Foundation

/// The rewriter the build made for the plugin, beside the test bundle.
var rewriterTool: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0])
    while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKitSourceRewriter").path) {
        folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("UIKitSourceRewriter")
}

/// Runs the plugin's rewriter on `source` as `App.swift`: its exit status, the rewritten copy and what it said.
func runRewriter(_ source: String, options: [String] = []) throws -> (status: Int32, output: String, errors: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rewriter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("App.swift")
    try Data(source.utf8).write(to: input)
    let process = Process()
    process.executableURL = rewriterTool
    process.arguments = options + [folder.path, input.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOf: folder.appendingPathComponent("0_App.swift"), encoding: .utf8)) ?? ""
    return (process.terminationStatus, output, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
}
