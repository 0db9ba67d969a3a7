import Foundation
import Synchronization

/// The fonts an app brings: the files its Info.plist lists under `UIAppFonts`, and any it
/// registers (`CTFontManagerRegisterFontsForURL`) before the server serves pages. Each face is measured with HarfBuzz and served to the page exactly
/// like the system fonts (web subsets by `unicode-range`), under a CSS family of its own named
/// after its PostScript name, so the browser draws every face from its own file.
struct AppFontSet: Sendable {
    /// The `@font-face` rules of the app's faces, in the order they were registered.
    var faces: [FontFace] = []
    /// The app's faces by PostScript name, full name and family name.
    var named: [String: FontLibrary.NamedFont] = [:]
    /// Set once the host made the page's style sheet: no font can be added after.
    var isClosed = false
}

/// Why a font file could not be registered, as CoreText's registration errors say it.
enum FontRegistrationError: Error, Equatable, CustomStringConvertible {
    /// No file is at the path, or it is not a font HarfBuzz can read.
    case invalidFile(String)
    /// A face with the same PostScript name is already registered.
    case alreadyRegistered(String)
    /// The server already serves pages, whose style sheet no longer changes.
    case registrationClosed(String)

    var description: String {
        switch self {
        case .invalidFile(let path): "\(path) is not a font file that can be read"
        case .alreadyRegistered(let name): "a font named \(name) is already registered"
        case .registrationClosed(let path):
            "\(path) was registered after the server started serving pages, which would draw it in another font: "
                + "register fonts in application(_:didFinishLaunchingWithOptions:) or list them under UIAppFonts"
        }
    }
}

extension FontLibrary {
    /// Registers every face of the font file at `path`: measured with HarfBuzz, served to pages
    /// from the next page load on, and found by `UIFont(name:size:)` at once. Returns the
    /// PostScript names of the faces registered.
    @discardableResult
    func registerAppFont(atPath path: String) throws(FontRegistrationError) -> [String] {
        guard let blob = HarfBuzz.Blob(contentsOfFile: path), blob.faceCount > 0 else { throw .invalidFile(path) }
        var loaded: [(NamedFont, FontFile)] = []
        for index in 0..<blob.faceCount {
            guard let source = HarfBuzz.Font(blob: blob, index: index) else { continue }
            let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let postScriptName = source.name(6) ?? (blob.faceCount == 1 ? fileName : "\(fileName)-\(index)")
            guard let file = FontFile(name: postScriptName, path: path, faceIndex: index) else { continue }
            let style = source.style
            let named = NamedFont(family: source.name(16) ?? source.name(1) ?? postScriptName, fontName: postScriptName,
                                  weight: style.weight, cssFamily: "app:" + postScriptName, fullName: source.name(4),
                                  isItalic: style.isItalic)
            loaded.append((named, file))
        }
        guard !loaded.isEmpty else { throw .invalidFile(path) }
        return try appFonts.withLock { (fonts: inout AppFontSet) throws(FontRegistrationError) -> [String] in
            guard !fonts.isClosed else { throw .registrationClosed(path) }
            for (named, _) in loaded where fonts.named[named.fontName] != nil || namedFont(systemNamed: named.fontName) != nil {
                throw .alreadyRegistered(named.fontName)
            }
            for (named, file) in loaded {
                fonts.faces.append(FontFace(family: named.cssFamily, weights: 1...1000, file: file,
                                            unicodeRange: file.coverage))
                fonts.named[named.fontName] = named
                if let fullName = named.fullName, fonts.named[fullName] == nil { fonts.named[fullName] = named }
                if let current = fonts.named[named.family], current.regularity >= named.regularity { continue }
                fonts.named[named.family] = named
            }
            return loaded.map(\.0.fontName)
        }
    }

    /// Registers the fonts an Info.plist lists under `UIAppFonts`, paths relative to `bundle`
    /// as on iOS. Returns a line for each file that could not be registered.
    func registerAppFonts(_ paths: [String], in bundle: Bundle) -> [String] {
        var problems: [String] = []
        for path in paths {
            guard let url = Self.url(of: path, in: bundle) else {
                problems.append("Info.plist's UIAppFonts lists \"\(path)\", but the app's resources have no such file")
                continue
            }
            do {
                try registerAppFont(atPath: url.path)
            } catch {
                problems.append("Info.plist's UIAppFonts lists \"\(path)\": \(error)")
            }
        }
        return problems
    }

    /// The file a `UIAppFonts` entry names: relative to the bundle's resources, else (SwiftPM's
    /// `.process` rule flattens folders) by its file name alone.
    private static func url(of path: String, in bundle: Bundle) -> URL? {
        let base = bundle.resourceURL ?? bundle.bundleURL
        let direct = base.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let flat = base.appendingPathComponent((path as NSString).lastPathComponent)
        return FileManager.default.fileExists(atPath: flat.path) ? flat : nil
    }

    /// Ends registration: the host calls it once it made the page's style sheet, which pages
    /// cache for good, so a font registered later would be measured but not drawn.
    public func closeAppFontRegistration() {
        appFonts.withLock { $0.isClosed = true }
    }

    /// The app's faces, for the style sheet and the slices pages download.
    var appFaces: [FontFace] {
        appFonts.withLock { $0.faces }
    }

    /// The app's faces of the CSS family `family` (one face each).
    func appFaces(family: String) -> [FontFace] {
        guard family.hasPrefix("app:") else { return [] }
        return appFonts.withLock { fonts in fonts.faces.filter { $0.family == family } }
    }

    /// An app font by PostScript, full or family name.
    func appNamedFont(_ name: String) -> NamedFont? {
        appFonts.withLock { $0.named[name] }
    }

    /// Every app font, by each of its names.
    var appNamedFonts: [String: NamedFont] {
        appFonts.withLock { $0.named }
    }
}

extension FontLibrary.NamedFont {
    /// How close the face is to its family's regular face: upright first, then the nearest
    /// weight to 400. Family names find the most regular face.
    fileprivate var regularity: Int {
        (isItalic ? -10_000 : 0) - abs(weight - 400)
    }
}
