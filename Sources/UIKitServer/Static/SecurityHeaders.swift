import CServerShim

/// The header fields that tell a browser how little the page and the API may do beyond what
/// the renderer needs: no sniffing of content types, no referrer leaving the page (its address
/// may carry a session's secret in the fragment), no framing by other sites, and a content
/// security policy that allows only the server's own scripts, images, fonts and WebSocket.
enum SecurityHeaders {
    /// For every response, API and errors included.
    static let common: [String: String] = [
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    ]

    /// For the page and its files: `common`, no framing, a browsing context group of the
    /// server's own pages (the windows `web/scenes.js` opens for new scenes are same-origin, so
    /// they keep their opener), and the content security policy.
    static func page(inlineScripts: [String]) -> [String: String] {
        common.merging([
            "X-Frame-Options": "DENY",
            "Cross-Origin-Opener-Policy": "same-origin",
            "Content-Security-Policy": contentSecurityPolicy(inlineScripts: inlineScripts),
        ]) { _, new in new }
    }

    /// The policy: scripts are the renderer's modules and the page's inline import map (by its
    /// hash); styles may be inline (the launch screen's, and the style attributes it uses); images
    /// may be `data:` (the launch image) or `blob:`; the socket connects to the page's own host.
    static func contentSecurityPolicy(inlineScripts: [String]) -> String {
        let hashes = inlineScripts.map { " 'sha256-\(sha256Base64(Array($0.utf8)))'" }.joined()
        return [
            "default-src 'self'",
            "script-src 'self'\(hashes)",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// `response` with `fields` added where it does not set them itself.
    static func adding(_ fields: [String: String], to response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.headers.merge(fields) { own, _ in own }
        return response
    }

    static func sha256Base64(_ bytes: [UInt8]) -> String {
        var digest = [CChar](repeating: 0, count: Int(CSERVERSHIM_SHA256_BASE64_LENGTH) + 1)
        bytes.withUnsafeBufferPointer { cservershim_sha256_base64($0.baseAddress, $0.count, &digest) }
        return String(decoding: digest.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
