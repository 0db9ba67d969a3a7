import Foundation

/// The browser renderer's files, read once at start-up and served from memory, with the font
/// files the framework measures text with. Only files found there are served, so no request
/// path can reach outside the folder.
struct StaticFiles: Sendable {
    private let responses: [String: HTTPResponse]
    let root: String

    /// Reads every file under `root`, and adds `fonts` (request path to bytes): the font
    /// library's style sheet and its font files, whose names change with their content, so
    /// browsers may keep them for good.
    init(root: String, fonts: [String: [UInt8]] = [:]) throws {
        self.root = root
        var responses: [String: HTTPResponse] = [:]
        let rootURL = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: rootURL, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootURL.path.count))
            let data = try Data(contentsOf: url)
            responses[relative] = HTTPResponse(
                status: 200,
                headers: ["Content-Type": Self.contentType(of: url.pathExtension), "Cache-Control": "no-cache"],
                body: [UInt8](data))
        }
        for (path, bytes) in fonts {
            let fileExtension = (path as NSString).pathExtension
            let caching = fileExtension == "css" ? "no-cache" : "public, max-age=31536000, immutable"
            responses[path] = HTTPResponse(
                status: 200, headers: ["Content-Type": Self.contentType(of: fileExtension), "Cache-Control": caching],
                body: bytes)
        }
        responses["/"] = responses["/index.html"]
        self.responses = responses
    }

    /// The file at a request path, if there is one.
    func response(for path: String) -> HTTPResponse? {
        responses[path]
    }

    var fileCount: Int { responses.count - 1 }

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

    private static func contentType(of fileExtension: String) -> String {
        switch fileExtension.lowercased() {
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
