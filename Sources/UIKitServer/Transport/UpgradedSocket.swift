import CServerShim
#if canImport(Glibc)
import Glibc
#endif

/// The TCP socket MHD hands over after a 101 reply, with the bytes MHD had already read.
///
/// Used only on its WebSocket's queue. It is never `close(2)`d here: `close()` gives it back
/// to MHD (`MHD_UPGRADE_ACTION_CLOSE`), exactly once.
final class UpgradedSocket: ByteStream {
    let descriptor: Int32
    private let handle: MHDUpgradeHandle
    private let registry: ConnectionRegistry
    private var pendingInput: [UInt8]
    private var pendingOffset = 0
    private(set) var isClosed = false

    init(descriptor: Int32, handle: MHDUpgradeHandle, pendingInput: [UInt8], registry: ConnectionRegistry) {
        self.descriptor = descriptor
        self.handle = handle
        self.pendingInput = pendingInput
        self.registry = registry
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
        // MHD set it when it accepted the connection; set it again in case its response
        // handling changed it. A frame is gathered into one write, so nothing waits on Nagle.
        _ = cservershim_set_no_delay(descriptor)
    }

    /// Reads MHD's leftover bytes first, then the socket.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteTransfer {
        guard !isClosed, buffer.count > 0 else { return .failed(EBADF) }
        if pendingOffset < pendingInput.count {
            let count = min(buffer.count, pendingInput.count - pendingOffset)
            pendingInput.withUnsafeBytes { pending in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: pending[pendingOffset..<pendingOffset + count]))
            }
            pendingOffset += count
            if pendingOffset == pendingInput.count { pendingInput = [] ; pendingOffset = 0 }
            return .bytes(count)
        }
        while true {
            let result = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if result > 0 { return .bytes(result) }
            if result == 0 { return .endOfStream }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let code: return .failed(code)
            }
        }
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer {
        guard !isClosed else { return .failed(EBADF) }
        while true {
            let result = send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if result >= 0 { return .bytes(result) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let code: return .failed(code)
            }
        }
    }

    /// Gives the socket back to MHD to close. Later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = registry.closeUpgraded(handle)
    }
}
