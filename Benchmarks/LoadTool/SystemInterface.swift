import Glibc

/// The open-file limit: raised so that one process can hold tens of thousands of sockets (a
/// server started by the tool inherits it).
enum DescriptorLimit {
    /// Raises the soft limit (and, when allowed, the hard one) to at least `wanted`; returns the
    /// soft limit in force afterwards.
    static func raise(to wanted: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
        let target = rlim_t(wanted)
        if limit.rlim_cur >= target { return Int(clamping: limit.rlim_cur) }
        var raised = rlimit(rlim_cur: target, rlim_max: max(limit.rlim_max, target))
        if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) != 0 {
            raised = rlimit(rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised)
        }
        _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        return Int(clamping: limit.rlim_cur)
    }
}

/// Monotonic time in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A TCP port on 127.0.0.1 that nothing listens on now.
func freeLoopbackPort() -> Int? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { Glibc.close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
        }
    }
    return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
}

/// Writes a line to standard error.
func complain(_ text: String) {
    let bytes = Array("LoadTool: \(text)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
