/// A key of a `SlotTable`.
protocol SlotTableKey: Equatable {
    /// A well-mixed hash of the key: the table takes its top bits. Equal keys
    /// have equal hashes.
    var slotHash: UInt64 { get }
    /// The key stored in empty slots; never looked up.
    static var placeholder: Self { get }
}

/// A hash table from keys to small non-negative integers, for the solver's
/// indexes of variables, constraints and groups.
///
/// Open addressing with linear probing over a power-of-two number of slots,
/// indexed by the top bits of the key's own multiplicative hash: a lookup
/// costs a few dozen instructions where `Dictionary` runs SipHash, and a
/// layout looks up every term of every constraint.
struct SlotTable<Key: SlotTableKey> {
    private var keys: [Key] = []
    /// The value of each slot; -1 marks an empty slot.
    private var values: [Int32] = []
    /// 64 minus the base-2 logarithm of the slot count.
    private var shift = 64
    private(set) var count = 0

    init() {}

    private var mask: Int { keys.count - 1 }

    private func home(_ key: Key) -> Int {
        Int(truncatingIfNeeded: key.slotHash >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(_ key: Key) -> Int {
        var i = home(key)
        while values[i] >= 0 && keys[i] != key {
            i = (i + 1) & mask
        }
        return i
    }

    subscript(key: Key) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let i = slot(key)
            return values[i] >= 0 ? values[i] : nil
        }
        set {
            if let newValue {
                precondition(newValue >= 0, "a slot table holds non-negative values")
                insert(key, newValue)
            } else {
                remove(key)
            }
        }
    }

    /// Makes room for `capacity` entries without growing again.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity * 4 > keys.count * 3 else { return }
        resize(slotsFor: capacity)
    }

    private mutating func insert(_ key: Key, _ value: Int32) {
        if (count + 1) * 4 > keys.count * 3 {
            resize(slotsFor: max(count + 1, 2 * count))
        }
        let i = slot(key)
        if values[i] < 0 {
            keys[i] = key
            count += 1
        }
        values[i] = value
    }

    /// Removes `key`, moving later entries of its probe run back so that no
    /// lookup stops early at the freed slot.
    private mutating func remove(_ key: Key) {
        guard count > 0 else { return }
        var hole = slot(key)
        guard values[hole] >= 0 else { return }
        var j = hole
        while true {
            j = (j + 1) & mask
            if values[j] < 0 { break }
            let h = home(keys[j])
            // The entry at j may fill the hole unless its home lies cyclically in (hole, j].
            let stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !stays {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = .placeholder
        values[hole] = -1
        count -= 1
    }

    /// Re-inserts every entry into the smallest power-of-two number of slots
    /// (at least 16) that holds `entries` at most three-quarters full.
    private mutating func resize(slotsFor entries: Int) {
        var slots = 16
        while slots * 3 < entries * 4 { slots *= 2 }
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: .placeholder, count: slots)
        values = Array(repeating: -1, count: slots)
        shift = 64 - slots.trailingZeroBitCount
        for i in oldKeys.indices where oldValues[i] >= 0 {
            let s = slot(oldKeys[i])
            keys[s] = oldKeys[i]
            values[s] = oldValues[i]
        }
    }
}

/// An object's address as a slot table key.
struct ObjectKey: SlotTableKey {
    let address: UInt

    init(_ object: ObjectIdentifier) {
        address = UInt(bitPattern: object)
    }

    private init(address: UInt) {
        self.address = address
    }

    var slotHash: UInt64 { UInt64(address) &* 0x9E37_79B9_7F4A_7C15 }

    static var placeholder: ObjectKey { ObjectKey(address: 0) }
}

/// The solver's index of variables or constraints by identity.
struct IdentityTable {
    private var table = SlotTable<ObjectKey>()

    var isEmpty: Bool { table.count == 0 }

    subscript(object: ObjectIdentifier) -> Int32? {
        get { table[ObjectKey(object)] }
        set { table[ObjectKey(object)] = newValue }
    }

    mutating func reserveCapacity(_ capacity: Int) {
        table.reserveCapacity(capacity)
    }
}
