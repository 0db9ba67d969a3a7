import Dispatch
import Foundation
import Testing
@testable import UIKitServer

@Suite("Transport: WebSocket")
struct TransportWebSocketTests {
    /// Upgrades `/ws`; echoes text, closes with 4001 on "close-me", records every close.
    private static func startEchoServer(configuration: WebSocketConfiguration = WebSocketConfiguration(),
                                        connectionLimit: Int = 30_000,
                                        closes: Recorder<WebSocketClose>) throws -> HTTPServer {
        try startServer(connectionLimit: connectionLimit) { request, responder in
            guard request.path == "/ws" else {
                responder.respond(HTTPResponse(status: 404))
                return
            }
            responder.upgradeToWebSocket(configuration: configuration) { connection in
                connection.onText { text in
                    if text == "close-me" {
                        connection.close(code: WebSocketCloseCode(rawValue: 4001), reason: "server says bye")
                    } else {
                        connection.send(text: "echo: " + text)
                    }
                }
                connection.onClose { closes.append($0) }
            }
        }
    }

    @Test func acceptValueForTheRFCSampleKey() {
        #expect(WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func clientUpgradesAndGetsItsTextEchoed() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }

        let client = try TestWebSocketClient(port: server.port!, path: "/ws")
        #expect(client.handshake.status == 101)
        #expect(client.handshake.headers["upgrade"]?.lowercased() == "websocket")
        #expect(client.handshake.headers["connection"]?.lowercased() == "upgrade")
        #expect(client.handshake.headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")

        try client.send(text: "hello")
        let echo = try client.readMessage()
        #expect(echo.opcode == 0x1)
        #expect(echo.text == "echo: hello")

        try client.send(text: "héllo wörld ✓")
        #expect(try client.readMessage().text == "echo: héllo wörld ✓")

        try client.sendClose(code: 1000, reason: "done")
        let close = try client.readMessage()
        #expect(close.close?.code == 1000)
        #expect(client.readsEndOfStream())
        #expect(closes.wait(for: 1) == [WebSocketClose(code: .normalClosure, reason: "done", initiatedByPeer: true)])
    }

    @Test func upgradedSocketsSendWithoutNagleDelay() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")
        try client.send(text: "hello")
        #expect(try client.readMessage().text == "echo: hello")
        #expect(serverSideNoDelay(of: client.socket) == true)
    }

    /// An open WebSocket is taken from libmicrohttpd, so it holds none of its connections (nor
    /// their memory): with a limit of two, plain requests are still answered while two
    /// WebSockets are open. The limit bounds WebSockets on their own: a third upgrade gets 503,
    /// and one is taken again once a WebSocket has closed.
    @Test func openWebSocketsHoldNoHTTPConnectionAndHaveTheirOwnLimit() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(connectionLimit: 2, closes: closes)
        defer { server.stop() }
        let first = try TestWebSocketClient(port: server.port!, path: "/ws")
        let second = try TestWebSocketClient(port: server.port!, path: "/ws")
        try first.send(text: "one")
        try second.send(text: "two")
        #expect(try first.readMessage().text == "echo: one")
        #expect(try second.readMessage().text == "echo: two")

        // libmicrohttpd frees a taken connection on its next pass; until then it counts it.
        var answered: TestResponse?
        for _ in 0..<100 where answered == nil {
            answered = try? sendRequest(port: server.port!, target: "/elsewhere")
            if answered == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        #expect(answered?.status == 404)
        #expect(try sendRequest(port: server.port!, target: "/elsewhere").status == 404)

        let upgrade = ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
                       "Sec-WebSocket-Key": TestWebSocketClient.sampleKey]
        let refused = try sendRequest(port: server.port!, target: "/ws", headers: upgrade)
        #expect(refused.status == 503)
        #expect(refused.headers["content-type"] == "application/problem+json")
        #expect(refused.text.contains("limit of 2 WebSockets"))

        try first.sendClose(code: 1000)
        #expect(try first.readMessage().close?.code == 1000)
        #expect(closes.wait(for: 1).count == 1)
        // The engine is counted out just after its close handler ran.
        var again: TestWebSocketClient?
        for _ in 0..<100 {
            let client = try TestWebSocketClient(port: server.port!, path: "/ws")
            if client.handshake.status == 101 { again = client; break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        try again?.send(text: "three")
        #expect(try again?.readMessage().text == "echo: three")
        try second.send(text: "still")
        #expect(try second.readMessage().text == "echo: still")
    }

    @Test func framesSentWithTheHandshakeAreParsedFirst() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }

        // Handshake and a masked "early" frame in one write: MHD reads both and hands the frame over as extra_in.
        let socket = try TestSocket(port: server.port!)
        let frame: [UInt8] = [0x81, 0x85, 1, 2, 3, 4] + Array("early".utf8).enumerated().map { $0.element ^ UInt8($0.offset % 4 + 1) }
        try socket.write(Array(("GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                + "Sec-WebSocket-Key: \(TestWebSocketClient.sampleKey)\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8) + frame)
        var received: [UInt8] = []
        let expectedTail = Array("echo: early".utf8)
        while !received.suffix(expectedTail.count).elementsEqual(expectedTail) {
            let chunk = try socket.read()
            if chunk.isEmpty { break }
            received += chunk
        }
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("HTTP/1.1 101"))
        #expect(received.suffix(expectedTail.count).elementsEqual(expectedTail))
    }

    @Test func fiftyConcurrentWebSocketsEachGetTheirOwnEchoes() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let port = server.port!
        let results = Recorder<String>()
        let group = DispatchGroup()
        for client in 0..<50 {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let socket = try TestWebSocketClient(port: port, path: "/ws")
                    var echoes: [String] = []
                    for message in 0..<20 {
                        try socket.send(text: "\(client)-\(message)")
                        echoes.append(try socket.readMessage().text)
                    }
                    try socket.sendClose(code: 1000)
                    _ = try socket.readMessage()
                    let expected = (0..<20).map { "echo: \(client)-\($0)" }
                    results.append(echoes == expected ? "ok" : "wrong echoes for \(client)")
                } catch {
                    results.append("client \(client): \(error)")
                }
            }.start()
        }
        #expect(group.wait(timeout: .now() + 10) == .success)

        #expect(results.all == Array(repeating: "ok", count: 50))
        #expect(closes.wait(for: 50).map(\.code) == Array(repeating: .normalClosure, count: 50))
    }

    @Test func messageOverTheSizeLimitClosesWith1009() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(configuration: WebSocketConfiguration(maximumMessageBytes: 1_024),
                                              closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")

        try client.send(text: String(repeating: "a", count: 1_024))
        #expect(try client.readMessage().payload.count == 6 + 1_024)
        try client.send(text: String(repeating: "b", count: 1_025))

        let close = try client.readMessage()
        #expect(close.opcode == 0x8)
        #expect(close.close?.code == 1009)
        #expect(closes.wait(for: 1) == [WebSocketClose(code: .messageTooBig, reason: "message too big", initiatedByPeer: false)])
    }

    @Test func serverCloseReachesTheClientAsACloseFrame() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")

        try client.send(text: "close-me")
        let close = try client.readMessage()
        #expect(close.close?.code == 4001)
        #expect(close.close?.reason == "server says bye")
        #expect(closes.all.isEmpty)  // waits for the client's half of the handshake

        try client.sendClose(code: 4001)
        #expect(client.readsEndOfStream())
        #expect(closes.wait(for: 1) == [WebSocketClose(code: WebSocketCloseCode(rawValue: 4001), reason: "server says bye",
                                                       initiatedByPeer: false)])
    }

    @Test func nonUpgradeGetToTheUpgradePathGets426() throws {
        let server = try Self.startEchoServer(closes: Recorder())
        defer { server.stop() }

        let response = try sendRequest(port: server.port!, target: "/ws")

        #expect(response.status == 426)
        #expect(response.headers["upgrade"] == "websocket")
        #expect(response.headers["content-type"] == "application/problem+json")
        #expect(response.text.contains("\"status\":426"))
    }

    @Test func invalidHandshakesAreRejectedWithClearStatuses() throws {
        let server = try Self.startEchoServer(closes: Recorder())
        defer { server.stop() }
        let port = server.port!
        let upgrade = ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
                       "Sec-WebSocket-Key": TestWebSocketClient.sampleKey]

        let post = try sendRequest(port: port, method: "POST", target: "/ws", headers: upgrade)
        #expect(post.status == 400)
        #expect(post.text.contains("must use GET"))

        let badVersion = try sendRequest(port: port, target: "/ws", headers: upgrade.merging(["Sec-WebSocket-Version": "8"]) { $1 })
        #expect(badVersion.status == 426)
        #expect(badVersion.headers["sec-websocket-version"] == "13")

        let badKey = try sendRequest(port: port, target: "/ws", headers: upgrade.merging(["Sec-WebSocket-Key": "short"]) { $1 })
        #expect(badKey.status == 400)
        #expect(badKey.text.contains("Sec-WebSocket-Key"))

        var noKey = upgrade
        noKey["Sec-WebSocket-Key"] = nil
        #expect(try sendRequest(port: port, target: "/ws", headers: noKey).status == 400)
    }

    @Test func binaryMessagesCloseWith1003() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")

        try client.send(opcode: 0x2, payload: [1, 2, 3])

        #expect(try client.readMessage().close?.code == 1003)
        try client.sendClose(code: 1003)
        #expect(closes.wait(for: 1).map(\.code) == [.unsupportedData])
    }

    @Test func invalidUTF8ClosesWith1007() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")

        try client.send(opcode: 0x1, payload: [0x68, 0xff, 0xfe])

        #expect(try client.readMessage().close?.code == 1007)
        #expect(closes.wait(for: 1).map(\.code) == [.invalidFramePayloadData])
    }

    @Test func serverPingsAndAnIdleClientIsClosed() throws {
        let closes = Recorder<WebSocketClose>()
        let configuration = WebSocketConfiguration(pingInterval: .milliseconds(100), idleTimeout: .milliseconds(400))
        let server = try Self.startEchoServer(configuration: configuration, closes: closes)
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")

        // Answering pings keeps the connection alive past the idle timeout.
        let started = ContinuousClock.now
        var pings = 0
        while ContinuousClock.now - started < .milliseconds(600) {
            let frame = try client.readFrame()
            #expect(frame.opcode == 0x9)
            pings += 1
            try client.send(opcode: 0xA, payload: frame.payload)
        }
        #expect(pings >= 4)
        #expect(closes.all.isEmpty)

        // Silence: the next frames are pings, then a 1001 close.
        var frame = try client.readFrame()
        while frame.opcode == 0x9 { frame = try client.readFrame() }
        #expect(frame.close?.code == 1001)
        #expect(frame.close?.reason == "idle timeout")
        #expect(closes.wait(for: 1) == [WebSocketClose(code: .goingAway, reason: "idle timeout", initiatedByPeer: false)])
    }

    @Test func aClientThatDoesNotReadIsDisconnectedAtTheSendLimit() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try startServer { _, responder in
            responder.upgradeToWebSocket(configuration: WebSocketConfiguration(maximumQueuedSendBytes: 256 * 1024)) { connection in
                connection.onClose { closes.append($0) }
                connection.onText { _ in
                    let chunk = String(repeating: "x", count: 64 * 1024)
                    DispatchQueue.global().async {
                        // Far more than socket buffers plus the limit; the client never reads.
                        for _ in 0..<1_000 { connection.send(text: chunk) }
                    }
                }
            }
        }
        defer { server.stop() }
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")
        try client.send(text: "flood me")

        #expect(closes.wait(for: 1, timeout: .seconds(5)) == [WebSocketClose(code: .policyViolation,
                                                                               reason: "send queue limit exceeded",
                                                                               initiatedByPeer: false)])
    }

    @Test func aDroppedConnectionReports1006() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        defer { server.stop() }
        var client: TestWebSocketClient? = try TestWebSocketClient(port: server.port!, path: "/ws")
        try client?.send(text: "ping")
        #expect(try client?.readMessage().text == "echo: ping")

        client = nil

        #expect(closes.wait(for: 1) == [WebSocketClose(code: .abnormalClosure, reason: "connection lost",
                                                       initiatedByPeer: false)])
    }

    @Test func stopClosesOpenWebSocketsWith1001() throws {
        let closes = Recorder<WebSocketClose>()
        let server = try Self.startEchoServer(closes: closes)
        let client = try TestWebSocketClient(port: server.port!, path: "/ws")
        try client.send(text: "hi")
        #expect(try client.readMessage().text == "echo: hi")

        server.stop()

        #expect(try client.readMessage().close?.code == 1001)
        #expect(closes.all == [WebSocketClose(code: .goingAway, reason: "server shutting down", initiatedByPeer: false)])
    }
}
