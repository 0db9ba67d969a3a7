import Foundation

/// UIKit's additions to `NSCoder` for its geometry types, and `Codable` values in a keyed
/// coder. CGPoint, CGSize and CGRect encode with Foundation's `encode(_:forKey:)`.
extension NSCoder {
    /// Decodes a point encoded with `encode(_:forKey:)`; `.zero` when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        containsValue(forKey: key) ? decodePoint(forKey: key) : .zero
    }

    /// Decodes a size encoded with `encode(_:forKey:)`; `.zero` when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize {
        containsValue(forKey: key) ? decodeSize(forKey: key) : .zero
    }

    /// Decodes a rectangle encoded with `encode(_:forKey:)`; `.zero` when there is none.
    public func decodeCGRect(forKey key: String) -> CGRect {
        containsValue(forKey: key) ? decodeRect(forKey: key) : .zero
    }

    /// Encodes edge insets and associates them with the key.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode([insets.top, insets.left, insets.bottom, insets.right].map(Double.init), forKey: key)
    }

    /// Decodes edge insets encoded with `encode(_:forKey:)`; `.zero` when there are none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        guard let values = fourValues(forKey: key) else { return .zero }
        return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// Encodes directional edge insets and associates them with the key.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode([insets.top, insets.leading, insets.bottom, insets.trailing].map(Double.init), forKey: key)
    }

    /// Decodes directional edge insets encoded with `encode(_:forKey:)`; `.zero` when there are none.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        guard let values = fourValues(forKey: key) else { return .zero }
        return NSDirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    private func fourValues(forKey key: String) -> [CGFloat]? {
        guard let values = decodeObject(forKey: key) as? [Any] else { return nil }
        let numbers = values.compactMap { ($0 as? Double).map { CGFloat($0) } ?? ($0 as? Int).map { CGFloat($0) } }
        return numbers.count == 4 ? numbers : nil
    }

    /// Encodes a `Codable` value (as JSON data) and associates it with the key, as
    /// `NSKeyedArchiver.encodeEncodable(_:forKey:)` does on Apple platforms. Throws the
    /// encoder's error.
    public func encodeEncodable<T: Encodable>(_ value: T, forKey key: String) throws {
        encode(try JSONEncoder().encode(value), forKey: key)
    }

    /// Decodes a `Codable` value encoded with `encodeEncodable(_:forKey:)`; nil when there is
    /// none or it does not decode as `type`.
    public func decodeDecodable<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        guard let data = decodeObject(forKey: key) as? Data else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}
