/// The outcome of one read or write on a non-blocking stream.
enum ByteTransfer: Equatable {
    case bytes(Int)
    case wouldBlock
    case endOfStream
    case failed(Int32)
}

/// Where a WebSocket's bytes come from and go to: an upgraded socket, or a recording in tests.
protocol ByteStream: AnyObject {
    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteTransfer
    func write(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer
}
