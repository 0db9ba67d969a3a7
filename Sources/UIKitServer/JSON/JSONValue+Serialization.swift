extension JSONValue {
    /// The compact JSON text: no spaces, `/` not escaped, members in insertion order.
    ///
    /// Integral numbers above Int64.min and up to Int64.max write as integers (`42`);
    /// other finite numbers in Swift's shortest round-trip form (`0.1`, `1e-07`,
    /// `-9.223372036854776e+18` for -2^63); NaN and infinity as `null`.
    /// An object key is cut at its first U+0000, since json-c keeps keys as C strings.
    public func serialized() -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `serialized()`.
    public func serializedBytes() -> [UInt8] {
        var writer = JSONWriter()
        writer.write(self)
        return writer.bytes
    }
}
