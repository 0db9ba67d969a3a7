import Testing
@Test func placeholderUIKitCoreTests() { #expect(true) }
