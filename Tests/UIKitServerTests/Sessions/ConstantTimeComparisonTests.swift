import Testing
@testable import UIKitServer

/// Secrets and the API token are compared without an early exit at the first differing byte.
@Suite("Constant-time comparison of secrets")
struct ConstantTimeComparisonTests {
    @Test func equalStringsMatchAndAnyDifferenceDoesNot() {
        let secret = "0123456789abcdef0123456789abcdef"
        #expect(SessionStore.constantTimeEqual(secret, secret))
        #expect(!SessionStore.constantTimeEqual(secret, "1123456789abcdef0123456789abcdef"))
        #expect(!SessionStore.constantTimeEqual(secret, "0123456789abcdef0123456789abcdee"))
        #expect(!SessionStore.constantTimeEqual(secret, String(secret.dropLast())))
        #expect(!SessionStore.constantTimeEqual(secret, ""))
        #expect(!SessionStore.constantTimeEqual("abc", "abc\0"))
        #expect(SessionStore.constantTimeEqual("", ""))
    }
}
