import Testing
@testable import UIKitServer

/// The WebSocket's `Origin` check: the server's own origin and non-browser clients (no `Origin`)
/// are let in, other sites get 403 unless `--allowed-origins` names them.
@Suite("Origin policy of the WebSocket upgrade")
struct OriginPolicyTests {
    private let sameOriginOnly = OriginPolicy(allowed: [])

    @Test func aPageFromTheServersOwnOriginMayOpenTheSocket() {
        #expect(sameOriginOnly.refusal(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080") == nil)
        #expect(sameOriginOnly.refusal(origin: "HTTPS://App.Example.com", host: "app.example.com") == nil)
        #expect(sameOriginOnly.refusal(origin: "https://app.example.com", host: "app.example.com:443") == nil)
        #expect(sameOriginOnly.refusal(origin: "http://[::1]:9000", host: "[::1]:9000") == nil)
    }

    @Test func aClientThatSendsNoOriginIsNotABrowserAndMayConnect() {
        #expect(sameOriginOnly.refusal(origin: nil, host: "127.0.0.1:8080") == nil)
    }

    @Test func aPageFromAnotherSiteIsRefusedWith403SayingHowToAllowIt() throws {
        let refusal = try #require(sameOriginOnly.refusal(origin: "https://evil.example", host: "127.0.0.1:8080"))
        #expect(refusal.status == 403)
        #expect(refusal.detail == "a page from https://evil.example may not open this server's WebSocket (127.0.0.1:8080): "
            + "only the server's own origin may; add other origins with --allowed-origins or UIKIT_ALLOWED_ORIGINS")
        #expect(refusal.response.headers["Content-Type"] == "application/problem+json")
    }

    @Test func anotherPortOrSchemeOrAnOpaqueOriginIsAnotherOrigin() {
        #expect(sameOriginOnly.refusal(origin: "http://127.0.0.1:8081", host: "127.0.0.1:8080") != nil)
        #expect(sameOriginOnly.refusal(origin: "http://app.example.com:8443", host: "app.example.com") != nil)
        #expect(sameOriginOnly.refusal(origin: "null", host: "127.0.0.1:8080") != nil)
        #expect(sameOriginOnly.refusal(origin: "file://", host: "127.0.0.1:8080") != nil)
        #expect(sameOriginOnly.refusal(origin: "http://127.0.0.1:8080", host: nil) != nil)
    }

    @Test func listedOriginsAndTheWildcardAreAllowed() {
        let listed = OriginPolicy(allowed: ["https://app.example.com"])
        #expect(listed.refusal(origin: "https://app.example.com:443", host: "127.0.0.1:8080") == nil)
        #expect(listed.refusal(origin: "https://other.example.com", host: "127.0.0.1:8080") != nil)
        #expect(OriginPolicy(allowed: ["*"]).refusal(origin: "null", host: "127.0.0.1:8080") == nil)
    }

    @Test func originsAreNormalisedToSchemeHostAndNonDefaultPort() {
        #expect(OriginPolicy.normalized("HTTP://Example.COM:80/") == "http://example.com")
        #expect(OriginPolicy.normalized("https://example.com:8443") == "https://example.com:8443")
        #expect(OriginPolicy.normalized("https://example.com/path") == nil)
        #expect(OriginPolicy.normalized("https://user@example.com") == nil)
        #expect(OriginPolicy.normalized("https://example.com:99999") == nil)
        #expect(OriginPolicy.normalized("ftp://example.com") == nil)
        #expect(OriginPolicy.normalized("null") == nil)
    }

    @Test func theFlagAndTheEnvironmentListOrigins() throws {
        let fromFlag = try ServerConfiguration(arguments: ["server", "--allowed-origins", "https://a.example, http://b.example:81"],
                                               environment: [:])
        #expect(fromFlag.allowedOrigins == ["https://a.example", "http://b.example:81"])
        let fromEnvironment = try ServerConfiguration(arguments: ["server"], environment: ["UIKIT_ALLOWED_ORIGINS": "*"])
        #expect(fromEnvironment.allowedOrigins == ["*"])
        #expect(throws: ConfigurationError.invalidValue(name: "--allowed-origins", value: "example.com",
                                                        expected: "origins like https://app.example.com, separated by commas, or *")) {
            try ServerConfiguration(arguments: ["server", "--allowed-origins", "example.com"], environment: [:])
        }
    }
}
