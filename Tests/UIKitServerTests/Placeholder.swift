import Testing
@Test func placeholderUIKitServerTests() { #expect(true) }
