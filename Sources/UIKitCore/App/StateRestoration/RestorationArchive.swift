import Foundation

/// What `restorationArchive(for:)` saves of a scene, and its bytes: the magic `UIKR`, a format
/// version byte, one dictionary value (RestorationValue's binary form) and a CRC-32 of all the
/// bytes before it. Bytes that are not exactly this (another format, another version, a
/// truncated or changed archive) are refused whole, never half-read.
struct RestorationArchive: Equatable {
    static let magic: [UInt8] = Array("UIKR".utf8)
    static let version: UInt8 = 1

    /// The scene delegate's state restoration activity (NSUserActivity+Restoration.swift).
    var activity: RestorationValue?
    /// What the app delegate encoded in `application(_:willEncodeRestorableStateWith:)`; nil when
    /// the app saved no view controllers.
    var application: [String: RestorationValue]?
    /// Per window of the scene, in order, the root view controller's node or `.null`.
    var windows: [RestorationValue] = []

    init(activity: RestorationValue?, application: [String: RestorationValue]?, windows: [RestorationValue]) {
        self.activity = activity
        self.application = application
        self.windows = windows
    }

    var bytes: [UInt8] {
        var fields: [String: RestorationValue] = ["windows": .array(windows)]
        if let activity { fields["activity"] = activity }
        if let application { fields["application"] = .dictionary(application) }
        var bytes = Self.magic + [Self.version]
        RestorationValue.dictionary(fields).write(to: &bytes)
        let checksum = Self.crc32(bytes[...])
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))) }
        return bytes
    }

    /// Reads an archive, or says why the bytes are not one.
    init(bytes: [UInt8]) throws(RestorationValue.Malformed) {
        let headerCount = Self.magic.count + 1
        guard bytes.count >= headerCount + 4, Array(bytes[0..<Self.magic.count]) == Self.magic else {
            throw RestorationValue.Malformed(description: "not a UIKit Server restoration archive")
        }
        guard bytes[Self.magic.count] == Self.version else {
            throw RestorationValue.Malformed(description: "restoration archive version \(bytes[Self.magic.count]); this server reads version \(Self.version)")
        }
        let bodyEnd = bytes.count - 4
        var stored: UInt32 = 0
        for (index, byte) in bytes[bodyEnd...].enumerated() { stored |= UInt32(byte) << UInt32(index * 8) }
        guard stored == Self.crc32(bytes[..<bodyEnd]) else {
            throw RestorationValue.Malformed(description: "the archive's checksum does not match its contents")
        }
        var reader = RestorationValue.Reader(bytes, from: headerCount, to: bodyEnd)
        let value = try reader.readValue()
        guard reader.isAtEnd else { throw RestorationValue.Malformed(description: "bytes after the archive's value") }
        guard case .dictionary(let fields) = value, case .array(let windows)? = fields["windows"] else {
            throw RestorationValue.Malformed(description: "the archive has no windows")
        }
        self.windows = windows
        if let activity = fields["activity"], case .dictionary = activity { self.activity = activity }
        if case .dictionary(let application)? = fields["application"] { self.application = application }
    }

    /// CRC-32 (IEEE 802.3, as zlib computes it).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
