import Testing
import Foundation
@_spi(Host) import UIKitCore
import UIKit

/// The fonts the host serves to browsers: the same bytes text is measured with.
@MainActor
struct FontLibraryTests {
    private let library = FontLibrary.shared

    @Test func testTheDebianFontsAreInstalledAndRead() {
        #expect(library.problems == [])
    }

    @Test func testTheStyleSheetNamesOnlyServedFiles() throws {
        let css = try #require(library.webFiles[FontLibrary.styleSheetPath].map { String(decoding: $0, as: UTF8.self) })
        let urls = css.components(separatedBy: "url(\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        #expect(urls.count == 7)
        #expect(Set(urls) == Set(library.webFiles.keys).subtracting([FontLibrary.styleSheetPath]))
        #expect(css.contains("font-family: \"UIKit System\""))
    }

    @Test func testServedFilesAreTrueTypeFontsNamedAfterTheirContent() {
        for (path, bytes) in library.webFiles where path.hasSuffix(".ttf") {
            #expect(bytes.starts(with: [0, 1, 0, 0]), "\(path)")
            #expect(path.range(of: #"^/fonts/[A-Za-z-]+-[0-9a-f]{16}\.ttf$"#, options: .regularExpression) != nil)
        }
    }

    @Test func testTheSystemFontDrawsEachCharacterWithExactlyOneFacePerWeight() throws {
        let css = try #require(library.webFiles[FontLibrary.styleSheetPath].map { String(decoding: $0, as: UTF8.self) })
        let systemRules = css.components(separatedBy: "@font-face").filter { $0.contains("\"UIKit System\"") }
        #expect(systemRules.count == 4)
        #expect(systemRules.filter { $0.contains("font-weight: 1 599") }.count == 2)
        #expect(systemRules.filter { $0.contains("font-weight: 600 1000") }.count == 2)
    }
}
