import Foundation
import Testing
@testable import UIKitServer

/// The security header fields of the page and its files, and the content security policy that
/// admits exactly what the renderer needs.
@Suite("Security headers of the page")
struct SecurityHeadersTests {
    @Test func sha256IsBase64AsContentSecurityPolicyHashesTakeIt() {
        #expect(SecurityHeaders.sha256Base64([]) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        #expect(SecurityHeaders.sha256Base64(Array("abc".utf8)) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    @Test func thePolicyAllowsTheInlineImportMapByItsHashAndNoOtherInlineScript() {
        let policy = SecurityHeaders.contentSecurityPolicy(inlineScripts: ["abc"])
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(directives.contains("script-src 'self' 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"))
        #expect(directives.contains("connect-src 'self'"))
        #expect(directives.contains("frame-ancestors 'none'"))
        #expect(directives.contains("object-src 'none'"))
        #expect(directives.contains("img-src 'self' data: blob:"))
        #expect(!policy.contains("unsafe-eval"))
    }

    @Test func thePageForbidsSniffingReferrersAndFramingAndKeepsItsOpenerForItsOwnWindows() {
        let headers = SecurityHeaders.page(inlineScripts: [])
        #expect(headers["X-Content-Type-Options"] == "nosniff")
        #expect(headers["Referrer-Policy"] == "no-referrer")
        #expect(headers["X-Frame-Options"] == "DENY")
        #expect(headers["Cross-Origin-Opener-Policy"] == "same-origin")
        #expect(headers["Content-Security-Policy"] == SecurityHeaders.contentSecurityPolicy(inlineScripts: []))
    }

    @Test func fieldsAreAddedWithoutReplacingTheResponsesOwn() {
        let response = HTTPResponse(status: 200, headers: ["Referrer-Policy": "same-origin"], text: "x")
        let secured = SecurityHeaders.adding(SecurityHeaders.common, to: response)
        #expect(secured.headers == ["Referrer-Policy": "same-origin", "X-Content-Type-Options": "nosniff"])
    }

    @Test func theImportMapIsTheScriptThePageInlines() {
        let hashed = ["/main.js": "/main.0123.js", "/renderer.css": "/renderer.4567.css"]
        let map = StaticFiles.importMap(hashedPaths: hashed)
        #expect(map == "{\"imports\": {\"/main.js\": \"/main.0123.js\"}}")
        let html = StaticFiles.page("<head><link rel=\"stylesheet\" href=\"renderer.css\"></head>", hashedPaths: hashed, preload: nil)
        #expect(html.contains("<script type=\"importmap\">\(map)</script>"))
    }
}
