import Foundation
import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// `hello`'s `languages` and `timeZone` (docs/locale.md): the browser's, and an odd value never
/// keeps a page from starting.
struct HelloLocaleMessageTests {
    private func hello(_ extra: String) throws -> ClientMessage.Hello {
        let text = #"{"type":"hello","protocol":1,"width":390,"height":844"# + extra + "}"
        guard case .hello(let hello) = try ClientMessage.decode(text, limits: .default) else {
            Issue.record("not a hello")
            return ClientMessage.Hello(display: SceneDisplay(width: 1, height: 1, scale: 1, style: .light))
        }
        return hello
    }

    @Test func testHelloCarriesTheBrowsersLanguagesAndTimeZone() throws {
        let locale = try hello(#","languages":["he-IL","he","en-US"],"timeZone":"Asia/Jerusalem""#).locale
        #expect(locale.preferredLanguages == ["he-IL", "he", "en-US"])
        #expect(locale.timeZone.identifier == "Asia/Jerusalem")
        #expect(locale.isRightToLeft)
    }

    @Test func testAHelloWithoutThemGetsTheServersOwn() throws {
        #expect(try hello("").locale == .system)
    }

    @Test(arguments: [#","languages":"he","timeZone":7"#, #","languages":[1,{}],"timeZone":"Mars/Base""#,
                      #","languages":["<b>","x y"],"timeZone":"../../etc/passwd""#])
    func testMalformedLanguagesAndTimeZonesAreIgnored(_ extra: String) throws {
        #expect(try hello(extra).locale == .system)
    }

    @Test func testBadTagsAreSkippedAndGoodOnesKept() throws {
        let locale = try hello(#","languages":["not a tag","fr-CA"],"timeZone":"Nowhere/City""#).locale
        #expect(locale.preferredLanguages == ["fr-CA"])
        #expect(locale.timeZone == SessionLocale.system.timeZone)
    }
}
