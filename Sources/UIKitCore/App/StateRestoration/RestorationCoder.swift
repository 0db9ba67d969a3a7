import Foundation

/// The keyed coder UIKit passes to `encodeRestorableState(with:)`, `decodeRestorableState(with:)`
/// and the app delegate's restoration methods. It archives property-list values (Bool,
/// integers, floating point, String, Data, Date, URL, arrays and string-keyed dictionaries of
/// them), geometry (`encode(_:forKey:)` of CGPoint, CGSize, CGRect, UIEdgeInsets), view
/// controllers of the same archive (as references, the way containers keep their children),
/// `NSSecureCoding` objects, and `Codable` values through `encodeEncodable(_:forKey:)`. It
/// requires secure coding, as Apple's restoration archivers do.
final class RestorationCoder: NSCoder {
    /// What was encoded, or what there is to decode, by key.
    private(set) var fields: [String: RestorationValue]
    private let references: RestorationReferences
    /// Objects UIKit offers the decoder besides the archive, such as the storyboard.
    private let extras: [String: Any]
    private var unkeyedWritten = 0
    private var unkeyedRead = 0

    init(fields: [String: RestorationValue] = [:], references: RestorationReferences, extras: [String: Any] = [:]) {
        self.fields = fields
        self.references = references
        self.extras = extras
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { true }
    override var allowedClasses: [AnyClass]? { nil }

    // MARK: Encoding

    override func encode(_ object: Any?, forKey key: String) {
        guard let object else {
            fields[key] = .null
            return
        }
        guard let value = value(of: object) else {
            RestorationLog.warn("cannot archive a value of type \(type(of: object)) for the key \"\(key)\"; it is left out")
            return
        }
        fields[key] = value
    }

    override func encodeConditionalObject(_ object: Any?, forKey key: String) {
        encode(object, forKey: key)
    }

    override func encode(_ value: Bool, forKey key: String) { fields[key] = .bool(value) }
    override func encode(_ value: Int, forKey key: String) { fields[key] = .integer(Int64(value)) }
    override func encode(_ value: Int32, forKey key: String) { fields[key] = .integer(Int64(value)) }
    override func encode(_ value: Int64, forKey key: String) { fields[key] = .integer(value) }
    override func encode(_ value: Float, forKey key: String) { fields[key] = .double(Double(value)) }
    override func encode(_ value: Double, forKey key: String) { fields[key] = .double(value) }

    override func encodeBytes(_ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String) {
        fields[key] = .data(bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? [])
    }

    /// Unkeyed coding, which keyed archivers keep in order under generated keys.
    override func encode(_ object: Any?) {
        encode(object, forKey: "$\(unkeyedWritten)")
        unkeyedWritten += 1
    }

    override func encode(_ data: Data) {
        encode(data as Any?)
    }

    override func encodeValue(ofObjCType type: UnsafePointer<Int8>, at address: UnsafeRawPointer) {
        RestorationLog.warn("encodeValue(ofObjCType:at:) is not supported by restoration archives; use a keyed method")
    }

    /// The archive value of an object, or nil when it cannot be archived.
    private func value(of object: Any) -> RestorationValue? {
        // Strings, integers and booleans, most of what activities and restorable state hold,
        // skip the chain of casts below: each cast that fails on an `Any` is a runtime look-up,
        // and a string went through some twenty of them.
        switch ObjectIdentifier(type(of: object)) {
        case ObjectIdentifier(String.self): return .string(object as! String)
        case ObjectIdentifier(Int.self): return .integer(Int64(object as! Int))
        case ObjectIdentifier(Bool.self): return .bool(object as! Bool)
        default: break
        }
        switch object {
        case let value as Bool where type(of: object) == Bool.self: return .bool(value)
        case let value as Int: return .integer(Int64(value))
        case let value as Int64: return .integer(value)
        case let value as Int32: return .integer(Int64(value))
        case let value as Int16: return .integer(Int64(value))
        case let value as Int8: return .integer(Int64(value))
        case let value as UInt8: return .integer(Int64(value))
        case let value as UInt16: return .integer(Int64(value))
        case let value as UInt32: return .integer(Int64(value))
        case let value as UInt: return Int64(exactly: value).map { .integer($0) }
        case let value as UInt64: return Int64(exactly: value).map { .integer($0) }
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double(value))
        case let value as CGFloat: return .double(Double(value))
        case let value as String: return .string(value)
        case let value as Substring: return .string(String(value))
        case let value as Data: return .data(Array(value))
        case let value as Date: return .date(value.timeIntervalSince1970)
        case let value as URL: return .url(value.absoluteString)
        case let value as NSString: return .string(value.description)
        case let value as NSNumber: return numberValue(value)
        case let value as NSData: return .data(Array(value as Data))
        case let value as NSDate: return .date(value.timeIntervalSince1970)
        case let value as NSURL: return .url(value.absoluteString)
        case let values as [Any]: return arrayValue(values)
        case let values as NSArray: return arrayValue(values.map { $0 })
        case let values as [String: Any]: return dictionaryValue(values.map { ($0.key as AnyHashable, $0.value) })
        case let values as [AnyHashable: Any]: return dictionaryValue(values.map { ($0.key, $0.value) })
        case let values as NSDictionary: return dictionaryValue(values.map { (($0.key as? AnyHashable) ?? AnyHashable(0), $0.value) })
        case let controller as UIViewController:
            let references = self.references
            return MainActor.assumeIsolated { references.path(of: controller).map { .controller(path: $0) } ?? .null }
        case let object as any NSSecureCoding:
            return secureObjectValue(object)
        default: return nil
        }
    }

    private func numberValue(_ number: NSNumber) -> RestorationValue {
        let double = number.doubleValue
        if double.rounded() == double, let integer = Int64(exactly: double) { return .integer(integer) }
        return .double(double)
    }

    private func arrayValue(_ values: [Any]) -> RestorationValue? {
        var result: [RestorationValue] = []
        for element in values {
            guard let value = value(of: element) else { return nil }
            result.append(value)
        }
        return .array(result)
    }

    /// A dictionary whose keys are strings, as property lists have.
    private func dictionaryValue(_ entries: [(AnyHashable, Any)]) -> RestorationValue? {
        var result: [String: RestorationValue] = [:]
        for (key, element) in entries {
            guard let key = key.base as? String ?? (key.base as? NSString)?.description, let value = value(of: element) else { return nil }
            result[key] = value
        }
        return .dictionary(result)
    }

    private func secureObjectValue(_ object: any NSSecureCoding) -> RestorationValue? {
        let objectType = type(of: object)
        guard objectType.supportsSecureCoding else { return nil }
        RestorationClasses.register(objectType)
        let nested = RestorationCoder(references: references)
        object.encode(with: nested)
        return .object(className: String(reflecting: objectType), fields: nested.fields)
    }

    // MARK: Decoding

    override func containsValue(forKey key: String) -> Bool {
        fields[key] != nil || extras[key] != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let extra = extras[key] { return extra }
        return fields[key].flatMap { object(from: $0, allowing: nil) }
    }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        if let extra = extras[key] { return extra }
        return fields[key].flatMap { object(from: $0, allowing: classes) }
    }

    override func decodePropertyList(forKey key: String) -> Any? {
        decodeObject(forKey: key)
    }

    override func decodeObject() -> Any? {
        defer { unkeyedRead += 1 }
        return decodeObject(forKey: "$\(unkeyedRead)")
    }

    override func decodeData() -> Data? {
        decodeObject() as? Data
    }

    override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {
        RestorationLog.warn("decodeValue(ofObjCType:at:) is not supported by restoration archives; use a keyed method")
    }

    override func decodeBool(forKey key: String) -> Bool {
        switch fields[key] {
        case .bool(let value)?: value
        case .integer(let value)?: value != 0
        default: false
        }
    }

    override func decodeInteger(forKey key: String) -> Int { Int(truncatingIfNeeded: decodeInt64(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInt64(forKey: key)) }
    override func decodeCInt(forKey key: String) -> Int32 { decodeInt32(forKey: key) }

    override func decodeInt64(forKey key: String) -> Int64 {
        switch fields[key] {
        case .integer(let value)?: value
        case .bool(let value)?: value ? 1 : 0
        case .double(let value)?: Int64(exactly: value.rounded(.towardZero)) ?? 0
        default: 0
        }
    }

    override func decodeDouble(forKey key: String) -> Double {
        switch fields[key] {
        case .double(let value)?: value
        case .integer(let value)?: Double(value)
        default: 0
        }
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    override func withDecodedUnsafeBytes<ResultType>(forKey key: String,
                                                     body: (UnsafeRawBufferPointer?) throws -> ResultType) rethrows -> ResultType {
        guard case .data(let bytes)? = fields[key] else { return try body(nil) }
        return try bytes.withUnsafeBytes { try body($0) }
    }

    /// The object for a value; with `classes`, only of those classes (or their bridged values).
    private func object(from value: RestorationValue, allowing classes: [AnyClass]?) -> Any? {
        func allows(_ cls: AnyClass) -> Bool { classes?.contains { $0 == cls } ?? false }
        switch value {
        case .null: return nil
        case .bool(let value): return allows(NSNumber.self) ? NSNumber(value: value) : value
        case .integer(let value): return allows(NSNumber.self) ? NSNumber(value: value) : Int(truncatingIfNeeded: value)
        case .double(let value): return allows(NSNumber.self) ? NSNumber(value: value) : value
        case .string(let value): return allows(NSString.self) ? NSString(string: value) : value
        case .data(let bytes): return allows(NSData.self) ? NSData(data: Data(bytes)) : Data(bytes)
        case .date(let seconds):
            let date = Date(timeIntervalSince1970: seconds)
            return allows(NSDate.self) ? NSDate(timeIntervalSince1970: seconds) : date
        case .url(let string):
            guard let url = URL(string: string) else { return nil }
            return allows(NSURL.self) ? url as NSURL : url
        case .array(let values): return values.map { object(from: $0, allowing: classes) ?? NSNull() }
        case .dictionary(let fields): return fields.mapValues { object(from: $0, allowing: classes) ?? NSNull() }
        case .controller(let path):
            let references = self.references
            return MainActor.assumeIsolated { references.restored(at: path) }
        case .object(let className, let fields): return secureObject(className, fields, allowing: classes)
        }
    }

    /// An archived object, made only from a class the decoder allows (`decodeObject(of:forKey:)`)
    /// or, without a list, one this process archived: stored bytes never name a class to make.
    private func secureObject(_ className: String, _ fields: [String: RestorationValue], allowing classes: [AnyClass]?) -> Any? {
        let allowed: AnyClass? = classes?.first { String(reflecting: $0) == className }
        let named: AnyClass? = classes == nil ? RestorationClasses.archived(named: className) : RestorationClasses.type(named: className)
        guard let found = allowed ?? named,
              let codingType = found as? any NSSecureCoding.Type, codingType.supportsSecureCoding else {
            RestorationLog.warn("cannot decode an object of class \(className): it is not an NSSecureCoding class of this app")
            return nil
        }
        if let classes, allowed == nil, !classes.contains(where: { found == $0 || (found as? NSObject.Type)?.isSubclass(of: $0) == true }) {
            RestorationLog.warn("an object of class \(className) is not of the classes the decoder allows")
            return nil
        }
        return codingType.init(coder: RestorationCoder(fields: fields, references: references))
    }
}

/// The view controllers a restoration archive refers to: by identifier path while encoding,
/// and the objects restored for each path while decoding.
@MainActor
final class RestorationReferences {
    var pathsByController: [ObjectIdentifier: [String]] = [:]
    var restoredByPath: [[String]: UIViewController] = [:]

    func path(of controller: UIViewController) -> [String]? {
        pathsByController[ObjectIdentifier(controller)]
    }

    func restored(at path: [String]) -> UIViewController? {
        restoredByPath[path]
    }
}

/// Classes the app archived in this process, so their archives decode without a lookup by name.
enum RestorationClasses {
    nonisolated(unsafe) private static var byName: [String: AnyClass] = [:]
    private static let lock = NSLock()

    static func register(_ type: Any.Type) {
        guard let cls = type as? AnyClass else { return }
        lock.withLock { byName[String(reflecting: type)] = cls }
    }

    /// A class this process archived or set as a restoration class.
    static func archived(named name: String) -> AnyClass? {
        lock.withLock { byName[name] }
    }

    /// A class this process archived, or any class of that name.
    static func type(named name: String) -> AnyClass? {
        archived(named: name) ?? NSClassFromString(name)
    }
}

/// Warnings of the restoration machinery: in the server's log, and to the host's handler.
enum RestorationLog {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("UIKit: state restoration: \(message)\n".utf8))
        MainActor.assumeIsolated { UIApplication.restorationWarningHandler?(message) }
    }
}
