import Testing
@testable import UIKitServer
@_spi(Host) import UIKitCore

@Suite("Static files: validators and content codings")
struct StaticAssetTests {
    private let asset = StaticAsset(bytes: Array(String(repeating: "export const a = 1;\n", count: 50).utf8),
                                    contentType: "text/javascript; charset=utf-8", cacheControl: StaticFiles.immutable,
                                    compress: true)

    @Test func aMatchingIfNoneMatchGets304WithTheValidatorAndNoBody() {
        let response = asset.response(ifNoneMatch: asset.entityTag, acceptEncoding: "gzip")
        #expect(response.status == 304)
        #expect(response.body.isEmpty)
        #expect(response.headers["ETag"] == asset.entityTag)
        #expect(response.headers["Cache-Control"] == StaticFiles.immutable)
    }

    @Test func aStaleIfNoneMatchGetsTheFile() {
        let response = asset.response(ifNoneMatch: "\"0000000000000000\", W/\"1\"", acceptEncoding: nil)
        #expect(response.status == 200)
        #expect(response.body == asset.identity)
        #expect(response.headers["Content-Encoding"] == nil)
    }

    @Test func ifNoneMatchListsAndWeakTagsAndStarMatch() {
        #expect(StaticAsset.matches("\"a\", \(asset.entityTag)", asset.entityTag))
        #expect(StaticAsset.matches("W/\(asset.entityTag)", asset.entityTag))
        #expect(StaticAsset.matches("*", asset.entityTag))
        #expect(!StaticAsset.matches("\"other\"", asset.entityTag))
    }

    @Test func brotliIsPreferredWhenTheClientWeighsItAsHighAsGzip() {
        let response = asset.response(ifNoneMatch: nil, acceptEncoding: "gzip, deflate, br, zstd")
        #expect(response.headers["Content-Encoding"] == "br")
        #expect(response.headers["Vary"] == "Accept-Encoding")
        #expect(response.body == asset.brotli)
        #expect(response.body.count < asset.identity.count)
    }

    @Test func qValuesChooseTheCoding() {
        #expect(ContentCoding.preferred(in: "br;q=0.5, gzip", available: [.brotli, .gzip]) == .gzip)
        #expect(ContentCoding.preferred(in: "br;q=0, gzip;q=0", available: [.brotli, .gzip]) == nil)
        #expect(ContentCoding.preferred(in: "gzip;q=0.4, identity", available: [.brotli, .gzip]) == nil)
        #expect(ContentCoding.preferred(in: "*", available: [.brotli, .gzip]) == .brotli)
        #expect(ContentCoding.preferred(in: "*;q=0.2, br;q=0", available: [.brotli, .gzip]) == .gzip)
        #expect(ContentCoding.preferred(in: nil, available: [.brotli, .gzip]) == nil)
    }

    @Test func gzipBodiesAreRealGzipMembers() {
        let response = asset.response(ifNoneMatch: nil, acceptEncoding: "gzip")
        #expect(response.headers["Content-Encoding"] == "gzip")
        // ID1 ID2, deflate, then (after the 10-byte header) the trailer ends with the input size.
        #expect(response.body.starts(with: [0x1f, 0x8b, 8]))
        let size = response.body.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        #expect(size == asset.identity.count)
    }

    @Test func hashedPathsPutTheHashBeforeTheExtension() {
        let hashed = StaticFiles.hashedPath("/fonts/fonts.css", bytes: [1, 2, 3])
        #expect(hashed == "/fonts/fonts.\(ContentHash.hex([1, 2, 3])).css")
    }

    @Test func thePageNamesFilesByHashedURLsAndMapsModuleImports() {
        let html = """
        <head>
          <link rel="stylesheet" href="fonts/fonts.css">
          <script type="module" src="main.js"></script>
        </head>
        """
        let page = StaticFiles.page(html, hashedPaths: ["/main.js": "/main.1.js", "/fonts/fonts.css": "/fonts/fonts.2.css",
                                                        "/patch.js": "/patch.3.js"],
                                    preload: "/fonts/latin.woff2")
        #expect(page == """
        <head>
          <link rel="preload" href="/fonts/latin.woff2" as="font" type="font/woff2" crossorigin>
          <script type="importmap">{"imports": {"/main.js": "/main.1.js", "/patch.js": "/patch.3.js"}}</script>
          <link rel="stylesheet" href="/fonts/fonts.2.css">
          <script type="module" src="/main.1.js"></script>
        </head>
        """)
    }
}

@Suite("WOFF2")
struct WOFF2Tests {
    @Test func base128UsesSevenBitsABiteMostSignificantFirst() {
        #expect(WOFF2.base128(0) == [0])
        #expect(WOFF2.base128(127) == [127])
        #expect(WOFF2.base128(128) == [0x81, 0])
        #expect(WOFF2.base128(16_384) == [0x81, 0x80, 0])
    }

    @Test func aFontIsWrappedWithItsTablesInTheDirectory() throws {
        // A minimal sfnt with two tables, 'head' (6 bytes) and 'glyf' (4 bytes), in that order.
        var font: [UInt8] = [0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]
        font += Array("head".utf8) + [0, 0, 0, 0, 0, 0, 0, 44, 0, 0, 0, 6]
        font += Array("glyf".utf8) + [0, 0, 0, 0, 0, 0, 0, 52, 0, 0, 0, 4]
        font += [1, 2, 3, 4, 5, 6, 0, 0, 9, 9, 9, 9]
        let woff2 = try WOFF2.encode(font)
        #expect(Array(woff2.prefix(4)) == Array("wOF2".utf8))
        #expect(woff2.count % 4 == 0)
        #expect(Array(woff2[8..<12]) == [0, 0, 0, UInt8(woff2.count)])
        #expect(Array(woff2[12..<14]) == [0, 2])
        // totalSfntSize: header, two records, and each table padded to four bytes.
        #expect(Array(woff2[16..<20]) == [0, 0, 0, 12 + 32 + 8 + 4])
        // The directory, sorted by tag: glyf (null transform 3, so 0xFF), then head (0x3F).
        #expect(Array(woff2[48..<60]) == [0xFF] + Array("glyf".utf8) + [4, 0x3F] + Array("head".utf8) + [6])
    }

    @Test func onlyTrueTypeAndCFFFontsAreEncoded() throws {
        #expect(throws: WOFF2.EncodingError.notTrueType) { try WOFF2.encode(Array("wOFF".utf8) + [UInt8](repeating: 0, count: 8)) }
        // A font with CFF outlines keeps its flavor, so the browser rebuilds an OpenType font.
        let cff = try WOFF2.encode(Array("OTTO".utf8) + [UInt8](repeating: 0, count: 8))
        #expect(Array(cff[4..<8]) == Array("OTTO".utf8))
    }
}
