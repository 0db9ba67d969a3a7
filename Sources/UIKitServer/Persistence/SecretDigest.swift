import CNettle

/// The SHA-256 of a session secret, as the store keeps it: a stolen store holds no secret that
/// would open a session.
enum SecretDigest {
    /// 64 lowercase hex digits.
    static func of(_ secret: String) -> String {
        var context = sha256_ctx()
        nettle_sha256_init(&context)
        let bytes = Array(secret.utf8)
        bytes.withUnsafeBufferPointer { nettle_sha256_update(&context, $0.count, $0.baseAddress) }
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_SIZE))
        nettle_sha256_digest(&context, digest.count, &digest)
        return digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
