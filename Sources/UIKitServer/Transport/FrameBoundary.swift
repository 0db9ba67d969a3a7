/// Where a client's byte stream stands in RFC 6455 framing (section 5.2): inside a frame's
/// header, inside its payload, inside a message fragmented over several frames, or between
/// messages.
///
/// `WslayContext` reads every byte wslay parses through it. Between messages wslay holds nothing
/// of the client's (no partial header, payload or fragment), so the context may be freed then
/// and a new one made for the next bytes. Bytes that break the framing rules make wslay fail the
/// connection, which keeps its context; so only well-formed framing needs to be followed here.
struct FrameBoundary {
    /// The current header's first byte: FIN and the opcode.
    private var firstByte: UInt8 = 0
    /// How many bytes of the current header were read; 0 between frames.
    private var headerRead = 0
    /// The current header's length, known from its second byte (2 until then).
    private var headerLength = 2
    /// How many of the header's bytes after the second are the extended payload length.
    private var extendedLengthBytes = 0
    /// The payload length the header announces.
    private var announcedLength: UInt64 = 0
    /// Payload bytes of the current frame still to come.
    private var payloadLeft: UInt64 = 0
    /// Whether a data frame without FIN began a message that has not ended yet.
    private var inFragmentedMessage = false

    /// Whether every byte so far belongs to a complete message (or control frame).
    var isBetweenMessages: Bool { headerRead == 0 && payloadLeft == 0 && !inFragmentedMessage }

    /// Follows `bytes`, the next ones of the stream.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index < bytes.count {
            if headerRead == 0, payloadLeft > 0 {
                let taken = min(UInt64(bytes.count - index), payloadLeft)
                payloadLeft -= taken
                index += Int(taken)
                continue
            }
            readHeaderByte(bytes[index])
            index += 1
        }
    }

    private mutating func readHeaderByte(_ byte: UInt8) {
        switch headerRead {
        case 0:
            firstByte = byte
        case 1:
            let length = byte & 0x7F
            extendedLengthBytes = length == 126 ? 2 : length == 127 ? 8 : 0
            let maskBytes = byte & 0x80 != 0 ? 4 : 0
            headerLength = 2 + extendedLengthBytes + maskBytes
            announcedLength = extendedLengthBytes == 0 ? UInt64(length) : 0
        case let read where read < 2 + extendedLengthBytes:
            announcedLength = announcedLength << 8 | UInt64(byte)
        default:
            break  // the masking key
        }
        headerRead += 1
        guard headerRead >= 2, headerRead == headerLength else { return }
        // The header is complete.
        headerRead = 0
        headerLength = 2
        payloadLeft = announcedLength
        let isControl = firstByte & 0x08 != 0
        if !isControl { inFragmentedMessage = firstByte & 0x80 == 0 }
    }
}
