/// A hash table from object identities to small integers, for the solver's
/// indexes of variables and constraints.
///
/// Open addressing with linear probing over a power-of-two number of slots,
/// and a multiplicative (Fibonacci) hash of the object's address: a lookup
/// costs a few instructions where `Dictionary` runs SipHash, and layouts look
/// up every term of every constraint.
struct IdentityTable {
    /// Object addresses; 0 marks an empty slot (no object lives at address 0).
    private var keys: [UInt] = []
    private var values: [Int32] = []
    /// 64 minus the base-2 logarithm of the slot count.
    private var shift = 64
    private(set) var count = 0

    init() {}

    private var mask: Int { keys.count - 1 }

    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(_ key: UInt) -> Int {
        var i = home(key)
        while keys[i] != key && keys[i] != 0 {
            i = (i + 1) & mask
        }
        return i
    }

    subscript(object: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let i = slot(UInt(bitPattern: object))
            return keys[i] == 0 ? nil : values[i]
        }
        set {
            if let newValue {
                insert(UInt(bitPattern: object), newValue)
            } else {
                remove(UInt(bitPattern: object))
            }
        }
    }

    /// Makes room for `capacity` entries without growing again.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity * 4 > keys.count * 3 else { return }
        resize(slotsFor: capacity)
    }

    private mutating func insert(_ key: UInt, _ value: Int32) {
        if (count + 1) * 4 > keys.count * 3 {
            resize(slotsFor: max(count + 1, 2 * count))
        }
        let i = slot(key)
        if keys[i] == 0 {
            keys[i] = key
            count += 1
        }
        values[i] = value
    }

    /// Removes `key`, moving later entries of its probe run back so that no
    /// lookup stops early at the freed slot.
    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        var hole = slot(key)
        guard keys[hole] != 0 else { return }
        var j = hole
        while true {
            j = (j + 1) & mask
            let next = keys[j]
            if next == 0 { break }
            let h = home(next)
            // The entry at j may fill the hole unless its home lies cyclically in (hole, j].
            let stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !stays {
                keys[hole] = next
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = 0
        count -= 1
    }

    /// Re-inserts every entry into the smallest power-of-two number of slots
    /// (at least 16) that holds `entries` at most three-quarters full.
    private mutating func resize(slotsFor entries: Int) {
        var slots = 16
        while slots * 3 < entries * 4 { slots *= 2 }
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: 0, count: slots)
        shift = 64 - slots.trailingZeroBitCount
        for i in oldKeys.indices where oldKeys[i] != 0 {
            let s = slot(oldKeys[i])
            keys[s] = oldKeys[i]
            values[s] = oldValues[i]
        }
    }
}
