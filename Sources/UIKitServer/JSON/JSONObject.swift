/// The members of a JSON object, in insertion order, with lookup by key.
///
/// Order is kept so that written JSON is stable. Keys are unique: setting an existing key
/// replaces its value in place. Two objects are equal when they hold the same keys in the
/// same order with equal values.
public struct JSONObject: Sendable {
    /// A key and its value.
    public typealias Element = (key: String, value: JSONValue)

    /// Objects this small are searched linearly; hashing every key of the many small
    /// objects in a view tree costs more than it saves.
    private static let linearSearchLimit = 8

    private var entries: [Element]
    /// Position of each key in `entries`; empty while `entries` is within `linearSearchLimit`.
    private var positions: [String: Int]

    /// Creates an empty object.
    public init() {
        entries = []
        positions = [:]
    }

    /// Creates an object with the pairs in order; a repeated key keeps its first position
    /// and its last value, as json-c does when it parses duplicate keys.
    public init(_ pairs: [(String, JSONValue)]) {
        self.init()
        entries.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// Creates an object from entries whose keys are known to be unique.
    init(uniqueEntries: [Element]) {
        entries = uniqueEntries
        positions = [:]
        rebuildPositions()
    }

    /// The keys in insertion order.
    public var keys: [String] {
        entries.map(\.key)
    }

    /// The value stored under `key`, or `nil` when there is none.
    ///
    /// Assigning a value to a new key appends it; assigning to an existing key replaces
    /// the value and keeps the key's position. Assigning `nil` removes the key, as with
    /// `Dictionary`; to store JSON `null`, assign `.null`.
    public subscript(key: String) -> JSONValue? {
        get {
            position(of: key).map { entries[$0].value }
        }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                entries[position].value = value
            case (nil, let value?):
                append(key: key, value: value)
            case (let position?, nil):
                entries.remove(at: position)
                rebuildPositions()
            case (nil, nil):
                break
            }
        }
    }

    private func position(of key: String) -> Int? {
        if entries.count > Self.linearSearchLimit {
            return positions[key]
        }
        return entries.firstIndex { $0.key == key }
    }

    private mutating func append(key: String, value: JSONValue) {
        entries.append((key: key, value: value))
        if positions.isEmpty {
            rebuildPositions()
        } else {
            positions[key] = entries.count - 1
        }
    }

    private mutating func rebuildPositions() {
        guard entries.count > Self.linearSearchLimit else {
            positions = [:]
            return
        }
        positions = Dictionary(minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() {
            positions[entry.key] = position
        }
    }
}

extension JSONObject: RandomAccessCollection {
    /// The position of the first member.
    public var startIndex: Int { entries.startIndex }

    /// The position after the last member.
    public var endIndex: Int { entries.endIndex }

    /// The member at `position`, in insertion order.
    public subscript(position: Int) -> Element {
        entries[position]
    }
}

extension JSONObject: Equatable {
    /// Whether both objects hold the same keys in the same order with equal values.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object with the pairs in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

extension JSONObject {
    /// This object with `other`'s members added after its own; a key in both takes `other`'s value.
    public func merging(_ other: JSONObject) -> JSONObject {
        var merged = self
        for (key, value) in other { merged[key] = value }
        return merged
    }
}
