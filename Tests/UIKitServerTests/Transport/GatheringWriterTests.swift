import Testing
@testable import UIKitServer

/// A stream that records every write and takes at most `capacity` bytes a write
/// (`.wouldBlock` once it has taken `budget` bytes, until the budget is raised).
private final class RecordingStream: ByteStream {
    var writes: [[UInt8]] = []
    var budget = Int.max

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteTransfer { .wouldBlock }

    func write(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer {
        let count = min(bytes.count, budget)
        guard count > 0 else { return .wouldBlock }
        budget -= count
        writes.append(Array(bytes.prefix(count)))
        return .bytes(count)
    }
}

@Suite("Transport: frames leave in one write")
struct GatheringWriterTests {
    private static func textFrame(_ text: String) -> [UInt8] {
        [0x81, UInt8(text.utf8.count)] + Array(text.utf8)
    }

    @Test func aFrameAndItsHeaderLeaveInOneWrite() throws {
        let stream = RecordingStream()
        let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
        wslay.queueText(Array("hello".utf8))
        #expect(wslay.send())
        #expect(stream.writes == [Self.textFrame("hello")])
    }

    @Test func framesQueuedTogetherLeaveInOneWrite() throws {
        let stream = RecordingStream()
        let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
        wslay.queueText(Array("welcome".utf8))
        wslay.queueText(Array("snapshot".utf8))
        #expect(wslay.send())
        #expect(stream.writes == [Self.textFrame("welcome") + Self.textFrame("snapshot")])
        #expect(!wslay.hasPendingOutput)
    }

    @Test func aBlockedSocketGetsTheRestInOrderOnceWritable() throws {
        let stream = RecordingStream()
        stream.budget = 4
        let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
        wslay.queueText(Array("first".utf8))
        #expect(wslay.send())
        #expect(wslay.hasPendingOutput)
        wslay.queueText(Array("second".utf8))
        #expect(wslay.send())
        #expect(stream.writes == [Array(Self.textFrame("first").prefix(4))])

        stream.budget = .max
        #expect(wslay.send())
        #expect(!wslay.hasPendingOutput)
        #expect(stream.writes.joined().elementsEqual(Self.textFrame("first") + Self.textFrame("second")))
        // The rest of the first frame went alone (it was already framed); the second followed in one write.
        #expect(stream.writes.dropFirst() == [Array(Self.textFrame("first").dropFirst(4)), Self.textFrame("second")])
    }

    @Test func aLargeBurstIsWrittenBeforeItGrowsPastTheThreshold() throws {
        let stream = RecordingStream()
        let wslay = try #require(WslayContext(stream: stream, maximumMessageBytes: 1 << 20))
        let payload = [UInt8](repeating: UInt8(ascii: "a"), count: GatheringWriter.flushThreshold)
        wslay.queueText(payload)
        wslay.queueText(Array("tail".utf8))
        #expect(wslay.send())
        // 64 KiB needs the 8-byte length form: 0x81, 127, then the length.
        let header: [UInt8] = [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]
        #expect(stream.writes == [header + payload, Self.textFrame("tail")])
    }
}
