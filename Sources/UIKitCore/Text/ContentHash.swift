/// Names a version of a file: 64-bit FNV-1a, in hex, enough to tell versions apart in a URL or
/// an entity tag.
@_spi(Host) public enum ContentHash {
    public static func hex(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
