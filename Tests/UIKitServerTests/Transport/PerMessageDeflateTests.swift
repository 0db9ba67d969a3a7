import Testing
@testable import UIKitServer

@Suite("Transport: permessage-deflate")
struct PerMessageDeflateTests {
    private static let agreed = "permessage-deflate; server_no_context_takeover; client_no_context_takeover"

    @Test func chromiumsAndFirefoxsOffersAreAcceptedWithoutContextTakeover() {
        #expect(PerMessageDeflate.negotiate("permessage-deflate; client_max_window_bits")?.responseHeader == Self.agreed)
        #expect(PerMessageDeflate.negotiate("permessage-deflate")?.responseHeader == Self.agreed)
    }

    @Test func aSmallerServerWindowIsHonoured() {
        let agreed = PerMessageDeflate.negotiate("permessage-deflate; server_max_window_bits=10")
        #expect(agreed?.serverMaxWindowBits == 10)
        #expect(agreed?.responseHeader == Self.agreed + "; server_max_window_bits=10")
        #expect(PerMessageDeflate.negotiate("permessage-deflate; server_max_window_bits=\"12\"")?.serverMaxWindowBits == 12)
    }

    @Test func offersWithBadParametersAreDeclined() {
        for offer in ["permessage-deflate; server_max_window_bits=16", "permessage-deflate; server_max_window_bits",
                      "permessage-deflate; server_max_window_bits=010", "permessage-deflate; client_max_window_bits=7",
                      "permessage-deflate; unknown_parameter", "permessage-deflate; server_no_context_takeover=1",
                      "permessage-deflate; client_no_context_takeover; client_no_context_takeover",
                      "permessage-deflate; server_max_window_bits=8", "x-webkit-deflate-frame", ""] {
            #expect(PerMessageDeflate.negotiate(offer) == nil, "\(offer)")
        }
        #expect(PerMessageDeflate.negotiate(nil) == nil)
    }

    @Test func aLaterOfferIsTakenWhenTheFirstIsDeclined() {
        let agreed = PerMessageDeflate.negotiate("permessage-deflate; server_max_window_bits=8, permessage-deflate")
        #expect(agreed?.serverMaxWindowBits == 15)
    }

    @Test func helloCompressesAsRFC7692Shows() {
        // RFC 7692 §7.2.3.1: "Hello" without context takeover.
        #expect(DeflateCodec.compress(Array("Hello".utf8)) == [0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00])
        let inflated = [UInt8]([0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00]).withUnsafeBufferPointer {
            try? DeflateCodec.inflate($0, limit: 100)
        }
        #expect(inflated == Array("Hello".utf8))
    }

    @Test func messagesRoundTripWhateverTheirSize() throws {
        for count in [1, 100, 70_000, 300_000] {
            let text = (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 7 == 0 ? $0 % 26 : 0) }
            let deflated = try #require(DeflateCodec.compress(text))
            let inflated = try deflated.withUnsafeBufferPointer { try DeflateCodec.inflate($0, limit: 1 << 20) }
            #expect(inflated == text)
        }
    }

    @Test func aDecompressionBombStopsAtTheLimit() throws {
        let zeros = try #require(DeflateCodec.compress([UInt8](repeating: 0, count: 4 << 20)))
        #expect(zeros.count < 8_000)
        #expect(throws: DeflateCodec.InflateError.tooLarge) {
            try zeros.withUnsafeBufferPointer { try DeflateCodec.inflate($0, limit: 1 << 20) }
        }
    }

    @Test func dataThatIsNotDeflateIsRefused() {
        #expect(throws: DeflateCodec.InflateError.corrupt) {
            try [UInt8]([0xff, 0xff, 0xff, 0xff, 0x12]).withUnsafeBufferPointer { try DeflateCodec.inflate($0, limit: 100) }
        }
    }
}

@Suite("Transport: WebSockets with permessage-deflate")
struct CompressedWebSocketTests {
    private static func startEchoServer(closes: Recorder<WebSocketClose>) throws -> HTTPServer {
        try startServer { _, responder in
            responder.upgradeToWebSocket(configuration: WebSocketConfiguration(maximumMessageBytes: 1 << 16)) { connection in
                connection.onText { connection.send(text: "echo: " + $0) }
                connection.onClose { closes.append($0) }
            }
        }
    }

    @Test func aClientThatOffersDeflateGetsCompressedFramesAndMaySendThem() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws",
                                             extensions: "permessage-deflate; client_max_window_bits")
        #expect(client.handshake.headers["sec-websocket-extensions"]
                == "permessage-deflate; server_no_context_takeover; client_no_context_takeover")

        let long = String(repeating: "{\"op\":\"set\",\"id\":12,\"props\":{}}", count: 40)
        try client.send(opcode: 0x1, payload: try #require(DeflateCodec.compress(Array(long.utf8))), compressed: true)
        let echo = try client.readMessage()
        #expect(echo.compressed)
        #expect(echo.payload.count < long.utf8.count / 4)
        let inflated = try echo.payload.withUnsafeBufferPointer { try DeflateCodec.inflate($0, limit: 1 << 20) }
        #expect(String(decoding: inflated, as: UTF8.self) == "echo: " + long)

        // A short message goes as it is: deflate would not make it smaller.
        try client.send(text: "hi")
        let short = try client.readMessage()
        #expect(!short.compressed && short.text == "echo: hi")
    }

    @Test func aClientThatOffersNothingGetsPlainFrames() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")
        #expect(client.handshake.headers["sec-websocket-extensions"] == nil)
        let long = String(repeating: "abc", count: 200)
        try client.send(text: long)
        let echo = try client.readMessage()
        #expect(!echo.compressed && echo.text == "echo: " + long)
    }

    @Test func aCompressedMessageThatInflatesPastTheLimitClosesWith1009() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws", extensions: "permessage-deflate")
        let bomb = try #require(DeflateCodec.compress([UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)))
        try client.send(opcode: 0x1, payload: bomb, compressed: true)
        #expect(try client.readMessage().close?.code == 1009)
        try client.sendClose(code: 1009)
        #expect(closes.wait(for: 1).map(\.code) == [.messageTooBig])
    }

    @Test func compressedDataThatDoesNotInflateClosesWith1007() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws", extensions: "permessage-deflate")
        try client.send(opcode: 0x1, payload: [0xff, 0xff, 0xff, 0xff, 0x12], compressed: true)
        #expect(try client.readMessage().close?.code == 1007)
    }

    @Test func withoutTheExtensionAnRSV1FrameFailsTheConnection() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")
        try client.send(opcode: 0x1, payload: [0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00], compressed: true)
        #expect(try client.readMessage().close?.code == 1002)
    }
}
