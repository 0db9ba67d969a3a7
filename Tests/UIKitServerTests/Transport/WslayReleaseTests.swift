import Testing
@testable import UIKitServer

/// A client's side of a socket: the bytes it sent, handed out as they are "received" (`give`),
/// and what the server wrote (at most `budget` bytes, then `.wouldBlock`).
private final class ScriptedStream: ByteStream {
    private var incoming: [UInt8] = []
    var written: [UInt8] = []
    var budget = Int.max

    func give(_ bytes: [UInt8]) { incoming += bytes }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteTransfer {
        guard !incoming.isEmpty else { return .wouldBlock }
        let count = min(buffer.count, incoming.count)
        buffer.copyBytes(from: incoming.prefix(count))
        incoming.removeFirst(count)
        return .bytes(count)
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer {
        let count = min(bytes.count, budget)
        guard count > 0 else { return .wouldBlock }
        budget -= count
        written += bytes.prefix(count)
        return .bytes(count)
    }
}

/// A masked client frame (RFC 6455 section 5.2), with a 7-bit, 16-bit or 64-bit length.
private func clientFrame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, longLength: Bool = false) -> [UInt8] {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    if longLength {
        frame.append(0x80 | 127)
        frame += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * UInt64($0))) }
    } else if payload.count > 125 {
        frame.append(0x80 | 126)
        frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
        frame.append(0x80 | UInt8(payload.count))
    }
    let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return frame
}

private func text(_ string: String, fin: Bool = true, continuation: Bool = false) -> [UInt8] {
    clientFrame(opcode: continuation ? 0x0 : 0x1, Array(string.utf8), fin: fin)
}

@Suite("Transport: wslay's context is freed between messages")
struct WslayReleaseTests {
    /// Every frame shape a client sends, fed whole and then cut at every byte: the stream is
    /// between messages exactly after a complete message or control frame.
    @Test func frameBoundaryFollowsMessagesCutAnywhere() {
        let long = String(repeating: "a", count: 300)
        let pieces: [(bytes: [UInt8], endsMessage: Bool)] = [
            (text("hello"), true),
            (clientFrame(opcode: 0x1, []), true),
            (text(long), true),
            (clientFrame(opcode: 0x1, Array("eight".utf8), longLength: true), true),
            (text("frag", fin: false), false),
            (clientFrame(opcode: 0x9, Array("ping".utf8)), false),  // a control frame inside a message
            (text("ment", fin: false, continuation: true), false),
            (text("ed", continuation: true), true),
            (clientFrame(opcode: 0xA, []), true),
        ]
        let stream = pieces.flatMap(\.bytes)
        var ends = Set<Int>()
        var offset = 0
        for piece in pieces {
            offset += piece.bytes.count
            if piece.endsMessage { ends.insert(offset) }
        }
        var boundary = FrameBoundary()
        var between: [Int] = []
        for index in stream.indices {
            stream[index...index].withUnsafeBytes { boundary.consume($0) }
            if boundary.isBetweenMessages { between.append(index + 1) }
        }
        #expect(Set(between) == ends)
        #expect(between.count == ends.count)

        for cut in 0...stream.count {
            var boundary = FrameBoundary()
            stream[..<cut].withUnsafeBytes { boundary.consume($0) }
            #expect(boundary.isBetweenMessages == (cut == 0 || ends.contains(cut)), "cut at \(cut)")
            stream[cut...].withUnsafeBytes { boundary.consume($0) }
            #expect(boundary.isBetweenMessages)
        }
    }

    /// The context is freed after a whole message and made again for the next one; a message
    /// that arrives in pieces keeps it, and arrives whole, whatever the cut.
    @Test func aMessageCutAnywhereArrivesWholeAcrossReleases() throws {
        let message = text("héllo wörld") + text("frag", fin: false) + text("ment", continuation: true)
        let ends: Set = [0, text("héllo wörld").count, message.count]
        for cut in 0...message.count {
            let stream = ScriptedStream()
            let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
            var received: [String] = []
            wslay.onMessage = { if case .text(let text) = $0 { received.append(text) } }
            #expect(wslay.releaseIfIdle())

            stream.give(Array(message[..<cut]))
            #expect(wslay.receive())
            #expect(wslay.releaseIfIdle() == ends.contains(cut), "cut at \(cut)")
            stream.give(Array(message[cut...]))
            #expect(wslay.receive())
            #expect(received == ["héllo wörld", "fragment"], "cut at \(cut)")
            #expect(wslay.releaseIfIdle())
            #expect(wslay.isReleased)
        }
    }

    /// A message queued in wslay keeps the context until it is framed; framed bytes the socket
    /// did not take wait in the writer, which the context is not needed for. A ping is
    /// answered from a context made again for it.
    @Test func queuedOutputKeepsTheContextAndPingsGetPongs() throws {
        let stream = ScriptedStream()
        let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
        wslay.queueText(Array("patch".utf8))
        #expect(!wslay.releaseIfIdle())
        stream.budget = 3
        #expect(wslay.send())
        #expect(wslay.hasPendingOutput)
        #expect(wslay.releaseIfIdle())
        stream.budget = .max
        #expect(wslay.send())
        #expect(!wslay.hasPendingOutput)
        #expect(stream.written == [0x81, 5] + Array("patch".utf8))
        #expect(wslay.isReleased)

        stream.give(clientFrame(opcode: 0x9, Array("are you there".utf8)))
        #expect(wslay.receive())
        #expect(!wslay.isReleased)
        #expect(!wslay.releaseIfIdle())  // the pong is queued
        #expect(wslay.send())
        #expect(Array(stream.written.suffix(15)) == [0x8A, 13] + Array("are you there".utf8))
        #expect(wslay.releaseIfIdle())
    }

    /// After a close, sent or received, the context stays: it knows the connection is closing.
    @Test func aClosingConnectionKeepsItsContext() throws {
        let stream = ScriptedStream()
        let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
        stream.give(clientFrame(opcode: 0x8, [0x03, 0xE8]))
        #expect(wslay.receive())
        #expect(wslay.send())
        #expect(wslay.closeReceived)
        #expect(!wslay.releaseIfIdle())
        #expect(wslay.closeSent)
        #expect(!wslay.wantsRead)

        let other = ScriptedStream()
        let server = try #require(WslayContext(stream: other, maximumMessageBytes: 1 << 20))
        server.queueClose(code: 1001, reason: "bye")
        #expect(server.send())
        #expect(!server.releaseIfIdle())
        #expect(server.closeSent)
    }
}
