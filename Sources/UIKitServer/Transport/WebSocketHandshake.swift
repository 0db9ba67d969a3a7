import CServerShim
import Foundation

/// The server side of the RFC 6455 opening handshake.
enum WebSocketHandshake {
    /// Why a request is not a WebSocket upgrade, and how to say so.
    struct Rejection: Error, Equatable {
        var status: Int
        var detail: String
        var headers: [String: String] = [:]
    }

    /// Checks an upgrade request (RFC 6455 section 4.2.1); on success returns the
    /// `Sec-WebSocket-Accept` value to answer with.
    static func validate(_ head: RequestHead) -> Result<String, Rejection> {
        let fields = head.headerFields
        guard tokens(fields["upgrade"]).contains("websocket") else {
            return .failure(Rejection(status: 426, detail: "This resource only speaks WebSocket: send an upgrade request.",
                                      headers: ["Upgrade": "websocket", "Connection": "Upgrade"]))
        }
        guard head.method == "GET" else {
            return .failure(Rejection(status: 400, detail: "A WebSocket upgrade must use GET, not \(head.method)."))
        }
        guard head.version == "HTTP/1.1" else {
            return .failure(Rejection(status: 400, detail: "A WebSocket upgrade needs HTTP/1.1."))
        }
        guard tokens(fields["connection"]).contains("upgrade") else {
            return .failure(Rejection(status: 400, detail: "The Connection header must contain \"Upgrade\"."))
        }
        guard fields["sec-websocket-version"]?.trimmingCharacters(in: .whitespaces) == "13" else {
            return .failure(Rejection(status: 426, detail: "Only WebSocket version 13 is supported.",
                                      headers: ["Sec-WebSocket-Version": "13"]))
        }
        guard let key = fields["sec-websocket-key"]?.trimmingCharacters(in: .whitespaces), isValidKey(key) else {
            return .failure(Rejection(status: 400,
                                      detail: "Sec-WebSocket-Key must be 16 random bytes in base64."))
        }
        return .success(acceptValue(forKey: key))
    }

    /// `base64(SHA-1(key + GUID))`, computed with nettle.
    static func acceptValue(forKey key: String) -> String {
        var accept = [CChar](repeating: 0, count: Int(CSERVERSHIM_WEBSOCKET_ACCEPT_LENGTH) + 1)
        let utf8 = Array(key.utf8)
        utf8.withUnsafeBufferPointer { keyBytes in
            keyBytes.withMemoryRebound(to: CChar.self) { key in
                cservershim_websocket_accept(key.baseAddress, key.count, &accept)
            }
        }
        return String(decoding: accept.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isValidKey(_ key: String) -> Bool {
        Data(base64Encoded: key)?.count == 16
    }

    /// The lowercased, comma-separated tokens of a header value.
    private static func tokens(_ value: String?) -> Set<String> {
        guard let value else { return [] }
        return Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
    }
}
