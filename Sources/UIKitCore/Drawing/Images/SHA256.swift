import Foundation

/// SHA-256 (FIPS 180-4), written in Swift because UIKitCore links no C library.
///
/// An image's content identifier names the URL the browser caches its bytes under. A
/// cryptographic digest, unlike a fast non-cryptographic hash such as FNV-1a, cannot be made
/// to collide on purpose, so bytes one session supplies can never be served in place of another's.
struct SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var schedule = [UInt32](repeating: 0, count: 64)

    /// The digest of `data` as 64 lowercase hexadecimal digits.
    static func hexDigest(of data: Data) -> String {
        var hasher = SHA256()
        let wholeBlocks = data.count / 64
        data.withUnsafeBytes { buffer in
            for block in 0..<wholeBlocks {
                hasher.compress(buffer, at: 64 * block)
            }
        }
        var tail = [UInt8](data.dropFirst(64 * wholeBlocks))
        tail.append(0x80)
        tail.append(contentsOf: repeatElement(0, count: (120 - tail.count) % 64))
        let bitCount = UInt64(data.count) &* 8
        tail.append(contentsOf: (0..<8).map { UInt8(truncatingIfNeeded: bitCount >> (56 - 8 * $0)) })
        tail.withUnsafeBytes { buffer in
            for block in 0..<(tail.count / 64) {
                hasher.compress(buffer, at: 64 * block)
            }
        }
        return hasher.state.map(Self.hex).joined()
    }

    private mutating func compress(_ buffer: UnsafeRawBufferPointer, at offset: Int) {
        for t in 0..<16 {
            schedule[t] = UInt32(bigEndian: buffer.loadUnaligned(fromByteOffset: offset + 4 * t, as: UInt32.self))
        }
        for t in 16..<64 {
            let w15 = schedule[t - 15], w2 = schedule[t - 2]
            let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
            let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
            schedule[t] = schedule[t - 16] &+ s0 &+ schedule[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        let roundConstants = Self.roundConstants
        for t in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ roundConstants[t] &+ schedule[t]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    @inline(__always)
    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    private static func hex(_ word: UInt32) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
