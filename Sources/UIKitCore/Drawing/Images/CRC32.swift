/// The CRC-32 of ISO 3309 that PNG stores after each chunk's type and data.
enum CRC32 {
    static func checksum(_ bytes: some Sequence<UInt8>) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return Int(~crc)
    }
}
