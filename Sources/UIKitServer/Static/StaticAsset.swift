@_spi(Host) import UIKitCore

/// One file as the server sends it: its bytes in each content coding it was compressed to
/// (once, when the asset was made), a strong validator, its type and how long it may be kept.
struct StaticAsset: Sendable {
    let contentType: String
    let cacheControl: String
    /// A strong entity tag, quoted: `"<hash>"`.
    let entityTag: String
    let identity: [UInt8]
    let gzip: [UInt8]?
    let brotli: [UInt8]?

    /// Text types are compressed; fonts (WOFF2 is Brotli inside) and images are sent as they are.
    init(bytes: [UInt8], contentType: String, cacheControl: String, compress: Bool) {
        self.contentType = contentType
        self.cacheControl = cacheControl
        entityTag = "\"\(ContentHash.hex(bytes))\""
        identity = bytes
        // A coding is kept only where it saves bytes.
        gzip = compress ? Gzip.compress(bytes).flatMap { $0.count < bytes.count ? $0 : nil } : nil
        brotli = compress ? Brotli.compress(bytes, mode: .text).flatMap { $0.count < bytes.count ? $0 : nil } : nil
    }

    /// The response to a GET or HEAD with these request headers: 304 when `If-None-Match` names
    /// this version, else 200 in the best coding `Accept-Encoding` allows.
    func response(ifNoneMatch: String?, acceptEncoding: String?) -> HTTPResponse {
        var headers = ["Content-Type": contentType, "Cache-Control": cacheControl, "ETag": entityTag]
        if gzip != nil || brotli != nil { headers["Vary"] = "Accept-Encoding" }
        if let ifNoneMatch, Self.matches(ifNoneMatch, entityTag) {
            return HTTPResponse(status: 304, headers: headers)
        }
        let accepted = ContentCoding.preferred(in: acceptEncoding, available: [
            brotli.map { _ in ContentCoding.brotli }, gzip.map { _ in ContentCoding.gzip },
        ].compactMap { $0 })
        switch accepted {
        case .brotli?:
            headers["Content-Encoding"] = "br"
            return HTTPResponse(status: 200, headers: headers, body: brotli ?? identity)
        case .gzip?:
            headers["Content-Encoding"] = "gzip"
            return HTTPResponse(status: 200, headers: headers, body: gzip ?? identity)
        case nil:
            return HTTPResponse(status: 200, headers: headers, body: identity)
        }
    }

    /// RFC 9110 §13.1.2: `*`, or a list of entity tags compared weakly (a `W/` prefix ignored).
    static func matches(_ ifNoneMatch: String, _ entityTag: String) -> Bool {
        let trimmed = ifNoneMatch.trimmingCharacters(in: .whitespaces)
        if trimmed == "*" { return true }
        return trimmed.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == entityTag
        }
    }
}
