import Foundation
import PackagePlugin

/// Compiles an app's iOS sources as written: the target `exclude:`s the folder that holds them
/// (so the compiler does not see `@objc` and `#selector`, which Linux rejects), and this plugin
/// hands rewritten copies to the compiler instead (docs/selectors.md). Errors still point at the
/// app's own files and lines.
@main
struct UIKitSourcePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiled = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        // The Swift files under the target's folder that the target itself does not compile.
        var inputs: [URL] = []
        var infoPlist: URL?
        // Storyboards and xibs, compiled into the registry (docs/storyboards.md).
        var interfaceFiles: [URL] = []
        var interfaceStrings: [URL] = []
        let folder = target.directoryURL
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in walker {
                if url.pathExtension == "swift", !compiled.contains(url.standardizedFileURL.path) { inputs.append(url) }
                // The app's own Info.plist, as Xcode keeps it beside the sources.
                if url.lastPathComponent == "Info.plist", infoPlist == nil { infoPlist = url }
                if url.pathExtension == "storyboard" || url.pathExtension == "xib" { interfaceFiles.append(url) }
                // A storyboard's translations, as Xcode keeps them: `fr.lproj/Main.strings`.
                if url.pathExtension == "strings", url.deletingLastPathComponent().pathExtension == "lproj" {
                    interfaceStrings.append(url)
                }
            }
        }
        guard !inputs.isEmpty else { return [] }
        inputs.sort { $0.path < $1.path }
        // Resources make a `Bundle.module`, which stands in for the app's main bundle.
        let hasResources = target.sourceFiles.contains { $0.type == .resource }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var outputs = inputs.enumerated().map { index, url in
            output.appendingPathComponent("\(index)_\(url.deletingPathExtension().lastPathComponent).swift")
        }
        outputs.append(output.appendingPathComponent("__UIKitSelectorRegistry.swift"))
        var arguments: [String] = infoPlist.map { ["--info-plist", $0.path] } ?? []
        if hasResources { arguments.append("--resources") }
        if target.kind == .test { arguments.append("--test-target") }
        arguments += ["--module", target.moduleName]
        for file in interfaceFiles { arguments += ["--interface", file.path] }
        // Only the translations of an interface file; an app's Localizable.strings are resources.
        let interfaceNames = Set(interfaceFiles.map { $0.deletingPathExtension().lastPathComponent })
        let translations = interfaceStrings.filter { interfaceNames.contains($0.deletingPathExtension().lastPathComponent) }
        for file in translations { arguments += ["--interface-strings", file.path] }
        arguments += [output.path] + inputs.map(\.path)
        let inputFiles: [URL] = inputs + (infoPlist.map { [$0] } ?? []) + interfaceFiles + translations
        return [.buildCommand(
            displayName: "Rewriting \(inputs.count) iOS source files of \(target.name) for UIKit Server",
            executable: try context.tool(named: "UIKitSourceRewriter").url,
            arguments: arguments,
            inputFiles: inputFiles,
            outputFiles: outputs)]
    }
}
