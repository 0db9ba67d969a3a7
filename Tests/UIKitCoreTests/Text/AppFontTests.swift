import Foundation
import Testing
import UIKit

/// Fonts an app bundles, registered as CoreText registers them for the process: found by
/// PostScript and full name, listed by family, measured in their own faces.
@MainActor
struct AppFontTests {
    /// The catalog's copy of Comic Neue (SIL Open Font License), registered once per process.
    private static let registered: Bool = {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/UIKitCatalog/Resources")
        let regular = CTFontManagerRegisterFontsForURL(resources.appendingPathComponent("ComicNeue-Regular.otf") as CFURL, .process, nil)
        let bold = CTFontManagerRegisterFontsForURL(resources.appendingPathComponent("ComicNeue-Bold.otf") as CFURL, .process, nil)
        return regular && bold
    }()

    private static var resources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/UIKitCatalog/Resources")
    }

    @Test func testABundledFontIsFoundByItsPostScriptNameWithTheNamesInTheFile() throws {
        #expect(Self.registered)
        let font = try #require(UIFont(name: "ComicNeue-Regular", size: 24))
        #expect([font.fontName, font.familyName] == ["ComicNeue-Regular", "Comic Neue"])
        #expect(font.pointSize == 24)
        #expect(UIFont(name: "Comic Neue Bold", size: 12)?.fontName == "ComicNeue-Bold")
        #expect(UIFont(name: "ComicNeue-Black", size: 12) == nil)
    }

    @Test func testFamilyNamesListTheBundledFamilyAndItsFaces() {
        #expect(Self.registered)
        #expect(UIFont.familyNames.contains("Comic Neue"))
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
        #expect(UIFont.fontNames(forFamilyName: "Comic Neue") == ["ComicNeue-Bold", "ComicNeue-Regular"])
    }

    @Test func testTextInABundledFontIsMeasuredInItsOwnFace() throws {
        #expect(Self.registered)
        let comic = try #require(UIFont(name: "ComicNeue-Regular", size: 24))
        let bold = try #require(UIFont(name: "ComicNeue-Bold", size: 24))
        let text = "Hello from a bundled font!"
        let system = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        let measured = text.size(withAttributes: [.font: comic])
        #expect(measured.width != system.width)
        #expect(text.size(withAttributes: [.font: bold]).width != measured.width)
        #expect(comic.lineHeight == comic.ascender - comic.descender + comic.leading)
        #expect(comic.withSize(48).fontName == "ComicNeue-Regular")
    }

    @Test func testRegisteringAFontTwiceOrAFileThatIsNoFontFails() {
        #expect(Self.registered)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(Self.resources.appendingPathComponent("ComicNeue-Bold.otf") as CFURL,
                                                  .process, &error))
        #expect(error?.takeRetainedValue().code == 105)
        #expect(!CTFontManagerRegisterFontsForURL(Self.resources.appendingPathComponent("ComicNeue-LICENSE.txt") as CFURL,
                                                  .process, &error))
        #expect(error?.takeRetainedValue().code == 104)
    }
}
