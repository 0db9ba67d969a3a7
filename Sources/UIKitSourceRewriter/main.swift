import Foundation
import SwiftParser
import SwiftSyntax

// Rewrites an app's iOS sources so they compile against UIKit Server on Linux (docs/selectors.md):
//
//     UIKitSourceRewriter <output directory> <source file>...
//
// Each source is written to the output directory with the attributes only the Objective-C
// runtime and Interface Builder read (`@objc`, `@IBAction`, `@IBOutlet`, …) blanked out,
// `#selector(…)` replaced by the Objective-C name it stands for, a selector table for its
// classes' exposed members at its end, and `#sourceLocation` lines so errors point at the
// original file and line. `__UIKitSelectorRegistry.swift` registers every table, once, as the
// first instance of one of the module's classes is made.

var arguments = Array(CommandLine.arguments.dropFirst())
/// `--info-plist <path>`: the app's Info.plist, embedded and registered at launch.
var infoPlist: String?
/// `--resources`: the target has resources, so its `Bundle.module` is the app's main bundle.
var hasResources = false
/// `--test-target`: the sources are compiled into tests, whose runner is the entry point, so
/// an app delegate's `@main` (or `@UIApplicationMain`) is blanked; tests launch it themselves.
var isTestTarget = false
/// `--module <name>`: the target's module, where Interface Builder files find the app's classes.
var moduleName = ""
/// `--interface <path>`: a storyboard or xib of the app, compiled and registered at launch.
var interfaceFiles: [String] = []
/// `--interface-strings <path>`: an interface file's translations (`fr.lproj/Main.strings`).
var interfaceStrings: [String] = []
while let option = arguments.first, option.hasPrefix("--") {
    if option == "--info-plist", arguments.count >= 2 {
        infoPlist = arguments[1]
        arguments.removeFirst(2)
    } else if option == "--resources" {
        hasResources = true
        arguments.removeFirst()
    } else if option == "--module", arguments.count >= 2 {
        moduleName = arguments[1]
        arguments.removeFirst(2)
    } else if option == "--interface-strings", arguments.count >= 2 {
        interfaceStrings.append(arguments[1])
        arguments.removeFirst(2)
    } else if option == "--interface", arguments.count >= 2 {
        interfaceFiles.append(arguments[1])
        arguments.removeFirst(2)
    } else if option == "--test-target" {
        isTestTarget = true
        arguments.removeFirst()
    } else {
        break
    }
}
guard let outputDirectory = arguments.first else {
    FileHandle.standardError.write(Data("usage: UIKitSourceRewriter [--info-plist <path>] [--resources] [--test-target] [--module <name>] [--interface <path>]... <output directory> <source file>...\n".utf8))
    exit(2)
}
let inputs = Array(arguments.dropFirst())

struct ParsedFile {
    let path: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    let collector: Collector
}

var files: [ParsedFile] = []
for (index, path) in inputs.enumerated() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
        exit(1)
    }
    let bytes = [UInt8](data)
    let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
    let collector = Collector(fileIndex: index, path: path, tree: tree)
    collector.walk(tree)
    files.append(ParsedFile(path: path, bytes: bytes, tree: tree, collector: collector))
}

let functions = files.flatMap(\.collector.functions)
var diagnostics = files.flatMap(\.collector.diagnostics)
let classes = files.flatMap(\.collector.classes)
let optionalRequirements = files.flatMap(\.collector.optionalRequirements)

// A class that adopts an `@objc` protocol answers its optional requirements with methods of the
// same names, `@objc` or not, as on iOS: they go in its table, for `responds(to:)`.
var conformed: [String: Set<String>] = [:]
for file in files {
    for (type, protocols) in file.collector.conformances { conformed[type, default: []].formUnion(protocols) }
}
var exposedByFile: [[ExposedMember]] = files.map(\.collector.exposed)
for function in functions {
    guard let type = function.typeName, let body = function.body, let protocols = conformed[type] else { continue }
    for requirement in optionalRequirements where protocols.contains(requirement.protocolName)
        && requirement.baseName == function.baseName && requirement.labels == function.labels {
        exposedByFile[function.file].append(ExposedMember(typeName: type, selector: requirement.selector, body: body))
    }
}
// The same for UIKit's own protocols: the types a class adopts, directly or through its
// superclasses in the module (a `UITableViewController` subclass's subclass).
@MainActor func adoptedTypes(of type: String, seen: Set<String> = []) -> Set<String> {
    guard !seen.contains(type) else { return [] }
    var all = conformed[type] ?? []
    for parent in conformed[type] ?? [] { all.formUnion(adoptedTypes(of: parent, seen: seen.union([type]))) }
    return all
}
for function in functions {
    guard let type = function.typeName, let body = function.body else { continue }
    for adopted in adoptedTypes(of: type) {
        for optional in UIKitOptionals.byAdoptedType[adopted] ?? []
        where optional.baseName == function.baseName && optional.labels == function.labels {
            exposedByFile[function.file].append(ExposedMember(typeName: type, selector: optional.selector, body: body))
        }
    }
}
// A storyboard's or xib's custom objects (`<customObject>`) are made with their class's `init()`
// and told `awakeFromNib()` through their class's table, as a layer class is made.
let customObjectClasses = Set(interfaceFiles.flatMap { path in
    FileManager.default.contents(atPath: path).map { InterfaceCompiler.customObjectClasses(in: $0, module: moduleName) } ?? []
})
for declared in classes where customObjectClasses.contains(declared.name) && !declared.isGeneric {
    exposedByFile[declared.file].append(ExposedMember(typeName: declared.name, selector: "init", body: "\(declared.name)()"))
    for function in functions where function.typeName == declared.name && function.baseName == "awakeFromNib" && function.labels.isEmpty {
        if let body = function.body { exposedByFile[function.file].append(ExposedMember(typeName: declared.name, selector: "awakeFromNib", body: body)) }
    }
}
// The app delegate registers too, so the Info.plist and resources are there before any scene connects.
let mainTypes = infoPlist == nil && !hasResources && interfaceFiles.isEmpty ? [] : classes.filter(\.isMain).map(\.name)
let hookedTypes = Set(exposedByFile.flatMap { $0 }.map(\.typeName) + mainTypes + files.flatMap(\.collector.layerClassViews))
var registrations: [(type: String, table: String)] = []

/// The output name of an input: its path's components joined, so two folders' `View.swift`s differ.
func outputName(_ path: String, index: Int) -> String {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return "\(index)_\(name).swift"
}

for (index, file) in files.enumerated() {
    let finder = SelectorFinder(functions: functions, optionalRequirements: optionalRequirements, path: file.path, tree: file.tree)
    finder.walk(file.tree)
    diagnostics += finder.diagnostics
    var edits: [(range: Range<Int>, text: [UInt8])] = []
    for range in file.collector.removals {
        edits.append((range, file.bytes[range].map { $0 == 0x0A ? 0x0A : 0x20 }))
    }
    if isTestTarget {
        for range in file.collector.entryPoints {
            edits.append((range, Array(repeating: 0x20, count: range.count)))
        }
    } else {
        for range in file.collector.mainReplacements {
            edits.append((range, Array("@main".utf8) + Array(repeating: 0x20, count: max(0, range.count - 5))))
        }
    }
    for (range, replacement) in finder.optionalCalls {
        let newlines = file.bytes[range].filter { $0 == 0x0A }.count
        edits.append((range, Array(replacement.utf8) + Array(repeating: 0x0A, count: newlines)))
    }
    for (range, name) in finder.replacements {
        let newlines = file.bytes[range].filter { $0 == 0x0A }.count
        edits.append((range, Array("Selector(\(literal(name)))".utf8) + Array(repeating: 0x0A, count: newlines)))
    }
    let localeFinder = SessionLocaleFinder(tree: file.tree)
    localeFinder.walk(file.tree)
    edits += localeFinder.replacements.map { (range: $0.range, text: Array($0.text.utf8)) }
    // Each class with a table registers them all as its first instance is made; so does a class
    // of a file that reads localized strings, so the target's resources are there for them.
    let readsStrings = hasResources && !localeFinder.replacements.isEmpty
    for declared in classes where declared.file == index && (hookedTypes.contains(declared.name) || readsStrings) && !declared.isGeneric {
        let hook = " private let __uikitSelectorsRegistered: Void = __UIKitSelectorRegistry.registerAll;"
        edits.append((declared.bodyOffset..<declared.bodyOffset, Array(hook.utf8)))
    }
    var output = file.bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        output.replaceSubrange(edit.range, with: edit.text)
    }
    // The tables, after the original text.
    let members = Dictionary(grouping: exposedByFile[index], by: \.typeName)
    let requirements = Dictionary(grouping: file.collector.optionalRequirements, by: \.protocolName)
    // `Selector` and the tables' types come from UIKit, which a file that imports only
    // Foundation (a model's timer, say) does not see: the copy imports it, before its first line.
    let usesUIKit = !finder.replacements.isEmpty || !members.isEmpty || !requirements.isEmpty || localeFinder.needsUIKit
    var text = (usesUIKit ? "import UIKit\n" : "") + "#sourceLocation(file: \(literal(file.path)), line: 1)\n"
        + String(decoding: output, as: UTF8.self)
    if !members.isEmpty || !requirements.isEmpty { text += "\n#sourceLocation()\n" }
    // Optional requirements get default implementations; call sites only reach them when the
    // class does not implement the method, which they check first.
    for name in requirements.keys.sorted() {
        text += "// The UIKit source plugin's stand-ins for \(name)'s optional requirements.\nextension \(name) {\n"
        for requirement in requirements[name]! {
            let body = requirement.returnsValue ? "_unimplementedOptionalRequirement(\(literal(requirement.selector)))" : ""
            text += "    \(requirement.access)\(requirement.signature) { \(body) }\n"
        }
        text += "}\n"
    }
    if !members.isEmpty {
        text += "// The UIKit source plugin's selector tables for this file.\n"
        for type in members.keys.sorted() {
            if classes.contains(where: { $0.name == type && $0.isGeneric }) { continue }
            let table = "__uikitSelectors_\(index)"
            text += "extension \(type) {\n    nonisolated static let \(table): [String: _SelectorInvoker] = [\n"
            var seen = Set<String>()
            for member in members[type]! where seen.insert(member.selector).inserted {
                text += "        \(literal(member.selector)): { object, arguments in \(member.body) },\n"
            }
            text += "    ]\n}\n"
            registrations.append((type, table))
        }
    }
    let url = URL(fileURLWithPath: outputDirectory).appendingPathComponent(outputName(file.path, index: index))
    try Data(text.utf8).write(to: url)
}

var interfaceDiagnostics: [InterfaceDiagnostic] = []
var registry = """
// The UIKit source plugin's registry: every selector table of the module, registered once.
import UIKit

enum __UIKitSelectorRegistry {
    static let registerAll: Void = {

"""
for (type, table) in registrations {
    registry += "        _SelectorTable.register(\(type).self, \(type).\(table))\n"
}
// Resources first: the Info.plist's fonts (`UIAppFonts`) are found among them.
if hasResources {
    registry += "        // The target's resources: where `UIImage(named:)` and friends look, as in an app's main bundle.\n"
    registry += "        _AppResources.register(bundle: Bundle.module)\n"
}
if let infoPlist {
    guard let data = FileManager.default.contents(atPath: infoPlist) else {
        FileHandle.standardError.write(Data("\(infoPlist):1:1: error: cannot read the app's Info.plist\n".utf8))
        exit(1)
    }
    registry += "        // \(infoPlist)\n        _AppInfoPlist.register(base64: \"\(data.base64EncodedString())\")\n"
}
// Storyboards and xibs, compiled (docs/storyboards.md).
let classNames = Set(classes.map(\.name))
for path in interfaceFiles.sorted() {
    guard let data = FileManager.default.contents(atPath: path) else {
        interfaceDiagnostics.append(InterfaceDiagnostic(path: path, line: 1, isError: true, message: "cannot read the file"))
        continue
    }
    var compiler = InterfaceCompiler(path: path, module: moduleName, moduleClasses: classNames)
    let compiled = compiler.compile(data)
    interfaceDiagnostics += compiler.diagnostics
    guard let compiled else { continue }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    registry += "        _InterfaceFiles.register(name: \(literal(name)), kind: .\(compiled.kind.rawValue), path: \(literal(path)),\n"
    registry += "                                 archive: \"\(compiled.archive.base64EncodedString())\")\n"
}
for path in interfaceStrings.sorted() {
    let url = URL(fileURLWithPath: path)
    let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
    guard let data = FileManager.default.contents(atPath: path),
          let table = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String],
          let json = try? JSONSerialization.data(withJSONObject: table, options: [.sortedKeys]) else {
        interfaceDiagnostics.append(InterfaceDiagnostic(path: path, line: 1, isError: true,
                                                        message: "not a strings file of \"key\" = \"value\"; lines"))
        continue
    }
    let name = url.deletingPathExtension().lastPathComponent
    registry += "        _InterfaceFiles.registerStrings(name: \(literal(name)), language: \(literal(language)),\n"
    registry += "                                        table: \"\(json.base64EncodedString())\")\n"
}
registry += "    }()\n}\n"
try Data(registry.utf8).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("__UIKitSelectorRegistry.swift"))

for diagnostic in diagnostics {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
}
for diagnostic in interfaceDiagnostics {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
}
exit(diagnostics.isEmpty && !interfaceDiagnostics.contains(where: \.isError) ? 0 : 1)
