import Glibc

/// A resolved TCP address to connect to.
struct SocketAddress {
    fileprivate var storage = sockaddr_storage()
    fileprivate var length: socklen_t = 0

    /// Resolves `host` and `port` with `getaddrinfo`, or nil when the name does not resolve.
    init?(host: String, port: Int) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return nil }
        defer { freeaddrinfo(found) }
        length = first.pointee.ai_addrlen
        withUnsafeMutableBytes(of: &storage) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(length)))
        }
    }

    fileprivate var family: Int32 { Int32(storage.ss_family) }
}

/// What a read from a non-blocking socket gave.
enum ReadOutcome {
    case bytes(Int)
    case wouldBlock
    case endOfStream
    case failed(Int32)
}

/// A non-blocking TCP client socket; all raw socket calls of the load tool live in this file.
/// `close()` is the only way to release it and may be called once.
struct ClientSocket {
    let descriptor: Int32

    /// Starts a non-blocking connect, with Nagle off as browsers have it.
    static func connect(to address: SocketAddress) -> Result<ClientSocket, SocketError> {
        let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failure(SocketError(call: "socket", code: errno)) }
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = address
        let result = withUnsafePointer(to: &address.storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, address.length) }
        }
        guard result == 0 || errno == EINPROGRESS else {
            let code = errno
            Glibc.close(descriptor)
            return .failure(SocketError(call: "connect", code: code))
        }
        return .success(ClientSocket(descriptor: descriptor))
    }

    /// The outcome of a non-blocking connect once the socket is writable: nil when connected.
    func connectError() -> SocketError? {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else {
            return SocketError(call: "getsockopt", code: errno)
        }
        return code == 0 ? nil : SocketError(call: "connect", code: code)
    }

    func read(into buffer: inout [UInt8]) -> ReadOutcome {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .endOfStream }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .wouldBlock }
        return .failed(errno)
    }

    /// Writes what the socket takes now: the number of bytes, 0 when it would block, or an error.
    func write(_ bytes: ArraySlice<UInt8>) -> Result<Int, SocketError> {
        let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count >= 0 { return .success(count) }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .success(0) }
        return .failure(SocketError(call: "send", code: errno))
    }

    func close() {
        Glibc.close(descriptor)
    }
}

/// A failed socket call and its `errno`.
struct SocketError: Error, CustomStringConvertible {
    let call: String
    let code: Int32

    var description: String { "\(call): \(String(cString: strerror(code)))" }
}

extension ClientSocket {
    /// A blocking `GET path` with a short timeout: the reply's status code, or nil when nothing answered.
    static func httpStatus(at address: SocketAddress, host: String, path: String) -> Int? {
        let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = address
        let connected = withUnsafePointer(to: &address.storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, address.length) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            return nil
        }
        var reply = [UInt8](repeating: 0, count: 64)
        let count = reply.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 12 else { return nil }
        return Int(String(decoding: reply[9..<12], as: UTF8.self))
    }
}

