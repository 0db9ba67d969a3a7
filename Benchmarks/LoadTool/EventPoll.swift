import CEpoll
import Glibc

/// An epoll instance watching sockets by session index.
final class EventPoll {
    private let descriptor: Int32
    private var events: [epoll_event]

    struct Ready {
        let session: Int
        let readable: Bool
        let writable: Bool
        let hangUp: Bool
    }

    init(capacity: Int = 1024) {
        descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        precondition(descriptor >= 0, "epoll_create1: \(String(cString: strerror(errno)))")
        events = Array(repeating: epoll_event(), count: capacity)
    }

    deinit { Glibc.close(descriptor) }

    func add(_ socket: ClientSocket, session: Int, writable: Bool) {
        control(EPOLL_CTL_ADD, socket, session: session, writable: writable)
    }

    func update(_ socket: ClientSocket, session: Int, writable: Bool) {
        control(EPOLL_CTL_MOD, socket, session: session, writable: writable)
    }

    func remove(_ socket: ClientSocket) {
        var unused = epoll_event()
        epoll_ctl(descriptor, EPOLL_CTL_DEL, socket.descriptor, &unused)
    }

    /// Waits up to `milliseconds` for sockets to become ready.
    func wait(milliseconds: Int32) -> [Ready] {
        let count = events.withUnsafeMutableBufferPointer {
            epoll_wait(descriptor, $0.baseAddress, Int32($0.count), milliseconds)
        }
        guard count > 0 else { return [] }
        return (0..<Int(count)).map { index in
            let event = events[index]
            return Ready(session: Int(event.data.u64),
                         readable: event.events & EPOLLIN.rawValue != 0,
                         writable: event.events & EPOLLOUT.rawValue != 0,
                         hangUp: event.events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0)
        }
    }

    private func control(_ operation: Int32, _ socket: ClientSocket, session: Int, writable: Bool) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue | (writable ? EPOLLOUT.rawValue : 0)
        event.data.u64 = UInt64(session)
        epoll_ctl(descriptor, operation, socket.descriptor, &event)
    }
}
