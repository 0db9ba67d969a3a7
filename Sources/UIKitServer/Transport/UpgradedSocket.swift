import CServerShim
#if canImport(Glibc)
import Glibc
#endif

/// The TCP socket MHD hands over after a 101 reply, with the bytes MHD had already read.
///
/// Used only on its WebSocket's queue. The socket is taken from MHD at once (a duplicate of its
/// descriptor, `MicroHTTPD.adoptUpgraded`): MHD then frees the connection, with the memory pool
/// it read the request head into, which an open WebSocket would otherwise keep for as long as it
/// is open. `close()` closes the duplicate, exactly once. When the socket cannot be taken, it
/// stays MHD's, and `close()` gives it back (`MHD_UPGRADE_ACTION_CLOSE`), exactly once.
final class UpgradedSocket: ByteStream {
    let descriptor: Int32
    /// The handle to give the socket back to MHD with; nil once the socket was taken from it.
    private let handle: MHDUpgradeHandle?
    private let registry: ConnectionRegistry
    private var pendingInput: [UInt8]
    private var pendingOffset = 0
    private(set) var isClosed = false

    init(descriptor: Int32, handle: MHDUpgradeHandle, pendingInput: [UInt8], registry: ConnectionRegistry) {
        if let adopted = registry.adoptUpgraded(handle, descriptor: descriptor) {
            self.descriptor = adopted
            self.handle = nil
        } else {
            self.descriptor = descriptor
            self.handle = handle
        }
        self.pendingInput = pendingInput
        self.registry = registry
        let flags = fcntl(self.descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(self.descriptor, F_SETFL, flags | O_NONBLOCK) }
        // MHD set it when it accepted the connection; set it again in case its response
        // handling changed it. A frame is gathered into one write, so nothing waits on Nagle.
        _ = cservershim_set_no_delay(self.descriptor)
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

    /// Closes the socket, or gives it back to MHD to close. Later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let handle {
            _ = registry.closeUpgraded(handle)
        } else {
            _ = Glibc.close(descriptor)
        }
    }
}
