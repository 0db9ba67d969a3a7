import Foundation
import Synchronization
@_spi(Host) import UIKitCore

/// The browser renderer's files and the fonts, served from memory as browsers expect: each file
/// compressed once (brotli and gzip), with a strong entity tag, and under a URL named after its
/// content (`main.<hash>.js`) that may be cached for good. The page's `index.html` is the one
/// file revalidated on every visit: it names the other files by those URLs, through an import
/// map for the modules' own imports, so a repeat visit costs the HTML and the socket only.
/// Only files found at start-up are served, so no request path can reach outside the folder.
final class StaticFiles: Sendable {
    let root: String
    private let assets: [String: StaticAsset]
    /// The security header fields of the page and every file (`SecurityHeaders.page`), with the
    /// hash of the page's inline import map in its content security policy.
    let securityHeaders: [String: String]
    private let fonts: FontLibrary
    /// Font slices already encoded as WOFF2, by request path: made on first request, then kept.
    private let encodedSlices = Mutex<[String: StaticAsset]>([:])

    static let revalidate = "no-cache"
    static let immutable = "public, max-age=31536000, immutable"

    /// Reads every file under `root` and makes the page's `index.html`; `fonts` gives the style
    /// sheet and the slices of the fonts text is measured with.
    init(root: String, fonts: FontLibrary, page settings: PageSettings = PageSettings()) throws {
        self.root = root
        var files: [String: [UInt8]] = [:]
        let rootURL = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: rootURL, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(rootURL.path.count))] = [UInt8](try Data(contentsOf: url))
        }
        files[FontLibrary.styleSheetPath] = fonts.styleSheet

        var assets: [String: StaticAsset] = [:]
        var hashedPaths: [String: String] = [:]
        for (path, bytes) in files where path != "/index.html" {
            let type = Self.contentType(of: path)
            let compress = Self.isText(type)
            // The plain path stays for anyone who asks for it, revalidated on every use.
            assets[path] = StaticAsset(bytes: bytes, contentType: type, cacheControl: Self.revalidate, compress: compress)
            let hashed = Self.hashedPath(path, bytes: bytes)
            hashedPaths[path] = hashed
            assets[hashed] = StaticAsset(bytes: bytes, contentType: type, cacheControl: Self.immutable, compress: compress)
        }
        securityHeaders = SecurityHeaders.page(inlineScripts: [Self.importMap(hashedPaths: hashedPaths)])
        if let page = files["/index.html"] {
            let html = settings.apply(to: Self.page(String(decoding: page, as: UTF8.self), hashedPaths: hashedPaths,
                                                    preload: fonts.preloadedSlice?.path))
            let asset = StaticAsset(bytes: Array(html.utf8), contentType: Self.contentType(of: "/index.html"),
                                    cacheControl: Self.revalidate, compress: true)
            assets["/index.html"] = asset
            assets["/"] = asset
        }
        self.assets = assets
        self.fonts = fonts
        // The page preloads this slice: have it ready before the first visit asks.
        if let preloaded = fonts.preloadedSlice { _ = fontAsset(preloaded.path) }
    }

    /// The response for a GET or HEAD of `request.path`, with the security header fields, or nil
    /// if nothing is there.
    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard let asset = assets[request.path] ?? fontAsset(request.path) else { return nil }
        let response = asset.response(ifNoneMatch: request.header("if-none-match"),
                                      acceptEncoding: request.header("accept-encoding"))
        return SecurityHeaders.adding(securityHeaders, to: response)
    }

    var fileCount: Int { assets.count }

    /// The WOFF2 of a font slice, made on first request: subsetting and compressing every CJK
    /// slice at start-up would take seconds, and most pages never need most of them.
    private func fontAsset(_ path: String) -> StaticAsset? {
        if let encoded = encodedSlices.withLock({ $0[path] }) { return encoded }
        guard path.hasPrefix("/fonts/"), let slice = fonts.webFontSlice(at: path), let font = slice.subsetFont(), let woff2 = try? WOFF2.encode(font) else {
            return nil
        }
        let asset = StaticAsset(bytes: woff2, contentType: "font/woff2", cacheControl: Self.immutable, compress: false)
        encodedSlices.withLock { $0[path] = asset }
        return asset
    }

    /// `index.html` naming every file by its hashed URL: links and scripts directly, module
    /// imports through an import map; the Latin slice of the system font preloaded, so text is
    /// drawn as soon as the first snapshot is.
    static func page(_ html: String, hashedPaths: [String: String], preload: String?) -> String {
        var html = html
        for (path, hashed) in hashedPaths {
            let relative = String(path.dropFirst())
            html = html.replacingOccurrences(of: "\"\(relative)\"", with: "\"\(hashed)\"")
            html = html.replacingOccurrences(of: "\"\(path)\"", with: "\"\(hashed)\"")
        }
        var head = "<script type=\"importmap\">\(importMap(hashedPaths: hashedPaths))</script>\n  "
        if let preload {
            head = "<link rel=\"preload\" href=\"\(preload)\" as=\"font\" type=\"font/woff2\" crossorigin>\n  " + head
        }
        guard let stylesheet = html.range(of: "<link rel=\"stylesheet\"") else { return html }
        html.insert(contentsOf: head, at: stylesheet.lowerBound)
        return html
    }

    /// The import map's JSON: each module's plain path mapped to its hashed URL.
    static func importMap(hashedPaths: [String: String]) -> String {
        let imports = hashedPaths.filter { $0.key.hasSuffix(".js") }.sorted { $0.key < $1.key }
            .map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
        return "{\"imports\": {\(imports)}}"
    }

    /// `/dir/name.ext` as `/dir/name.<hash>.ext`.
    static func hashedPath(_ path: String, bytes: [UInt8]) -> String {
        let hash = ContentHash.hex(bytes)
        guard let dot = path.lastIndex(of: "."), path[dot...].contains("/") == false else { return path + "." + hash }
        return path[..<dot] + "." + hash + path[dot...]
    }

    /// Finds the renderer's folder: the configured one, else a `web` folder beside the working
    /// directory or beside (or above) the executable.
    static func locateRoot(configured: String?) -> String? {
        if let configured { return configured }
        var candidates = [FileManager.default.currentDirectoryPath]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.path)
            directory.deleteLastPathComponent()
        }
        return candidates.map { $0 + "/web" }
            .first { FileManager.default.fileExists(atPath: $0 + "/index.html") }
    }

    private static func isText(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/") || contentType.hasPrefix("application/json") || contentType == "image/svg+xml"
    }

    private static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "ttf": "font/ttf"
        case "otf": "font/otf"
        default: "application/octet-stream"
        }
    }
}
