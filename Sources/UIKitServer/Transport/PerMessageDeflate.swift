/// permessage-deflate (RFC 7692) as this server agrees to it: every message is compressed on
/// its own, both ways (`server_no_context_takeover`, `client_no_context_takeover`).
///
/// Why no context takeover: a compressor that keeps its window between messages costs zlib
/// 256 KiB a socket at the default window (128 KiB at the least window that still compresses a
/// snapshot well), and an inflater 32 KiB more; at 20,000 sessions a process that is 5 GiB. With
/// each message on its own, one compressor and one inflater serve every socket (`DeflateCodec`),
/// so compression costs a session no memory at all. What it gives up is the dictionary of
/// earlier messages: measured on the catalog's flows in `Benchmarks/PageBenchmark` (see the
/// README). Messages under `minimumCompressedBytes` go uncompressed: deflate's block framing
/// would make them no smaller.
struct PerMessageDeflate: Sendable, Equatable {
    /// The window the server compresses with: 15 unless the client asked for less.
    var serverMaxWindowBits = 15

    static let minimumCompressedBytes = 64

    /// The `Sec-WebSocket-Extensions` value to answer with.
    var responseHeader: String {
        var value = "permessage-deflate; server_no_context_takeover; client_no_context_takeover"
        if serverMaxWindowBits < 15 { value += "; server_max_window_bits=\(serverMaxWindowBits)" }
        return value
    }

    /// The first offer of permessage-deflate in a request's `Sec-WebSocket-Extensions` that the
    /// server can honour, or nil to answer without the extension. An offer with an unknown,
    /// repeated or malformed parameter is declined (RFC 7692 §5), as is a window under 9 bits,
    /// which zlib cannot compress within.
    static func negotiate(_ offers: String?) -> PerMessageDeflate? {
        guard let offers else { return nil }
        for offer in offers.split(separator: ",") {
            let parts = offer.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.first?.lowercased() == "permessage-deflate" else { continue }
            if let accepted = accept(parameters: parts.dropFirst()) { return accepted }
        }
        return nil
    }

    private static func accept(parameters: ArraySlice<String>) -> PerMessageDeflate? {
        var agreed = PerMessageDeflate()
        var seen: Set<String> = []
        for parameter in parameters {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let name = pair[0].lowercased()
            var value = pair.count == 2 ? pair[1] : nil
            if let quoted = value, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
                value = String(quoted.dropFirst().dropLast())
            }
            guard !name.isEmpty, seen.insert(name).inserted else { return nil }
            switch name {
            case "server_no_context_takeover", "client_no_context_takeover":
                guard value == nil else { return nil }
            case "server_max_window_bits":
                guard let bits = value.flatMap(windowBits) else { return nil }
                guard bits >= 9 else { return nil }
                agreed.serverMaxWindowBits = bits
            case "client_max_window_bits":
                // The client may use any window up to 15; the inflater takes 15.
                guard value == nil || value.flatMap(windowBits) != nil else { return nil }
            default:
                return nil
            }
        }
        return agreed
    }

    /// 8 to 15, written as digits without a leading zero.
    private static func windowBits(_ text: String) -> Int? {
        guard text.count <= 2, text.first != "0", text.allSatisfy(\.isASCII), let bits = Int(text), (8...15).contains(bits)
        else { return nil }
        return bits
    }
}
