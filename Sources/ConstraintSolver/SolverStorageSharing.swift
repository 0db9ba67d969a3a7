/// One copy of the arrays that many compacted solvers hold alike.
///
/// A server keeps thousands of scenes of one app, and scenes that show the same screen at the
/// same size end up with solvers that are equal array for array once compacted, but for their
/// own variables and constraints. ``Solver/compact(sharingStorageWith:)`` offers the arrays of
/// plain values to this table, which hands back the copy it already keeps when one is equal bit
/// for bit. Arrays are values: a solver that changes a shared array changes a copy of its own,
/// so sharing never shows in a result.
///
/// The table keeps every array it was offered and found no equal for, so that a later solver
/// may share it, up to `byteLimit` bytes; then it forgets them all and starts again. Arrays it
/// forgets stay with the solvers that hold them.
///
/// Like a solver, the table is not thread-safe: the solvers that share one table compact on one
/// thread or actor (a server's scenes, on the main actor).
public final class SolverStorageSharing {
    /// How many bytes of arrays the table keeps before it starts again.
    public let byteLimit: Int
    /// The bytes of the arrays the table keeps now.
    public private(set) var heldBytes = 0
    /// The arrays offered since the table was made.
    public private(set) var offered = 0
    /// How many of the arrays offered came back as an equal copy the table kept.
    public private(set) var shared = 0

    let int32s = Shelf<Int32>()
    let uint16s = Shelf<UInt16>()
    let uint32s = Shelf<UInt32>()
    let doubles = Shelf<Double>()
    let bools = Shelf<Bool>()
    let kinds = Shelf<SymbolKind>()
    let entries = Shelf<Entry>()
    let rows = Shelf<Row>()
    let groups = Shelf<Group>()
    let classes = Shelf<[Int32]>()
    let slotRecords = Shelf<SlotRecord>()
    /// The buffers the table keeps, so that an array offered again is known at once.
    private var kept = Set<UnsafeRawPointer>()

    /// Arrays of fewer bytes are not offered: they are not worth a lookup.
    public let smallestShared: Int

    /// Creates an empty table that keeps up to `byteLimit` bytes of arrays of at least
    /// `smallestShared` bytes each.
    public init(byteLimit: Int = 4 << 20, smallestShared: Int = 64) {
        self.byteLimit = byteLimit
        self.smallestShared = max(smallestShared, 1)
    }

    /// Replaces `array` by the equal array the table keeps, or keeps it for later offers.
    func share<Element: SharedStorageElement>(_ array: inout [Element], on shelf: Shelf<Element>) {
        let bytes = array.count * MemoryLayout<Element>.stride
        guard bytes >= smallestShared, bytes <= byteLimit else { return }
        // The buffer's address names it (it is not read through): a buffer the table keeps
        // cannot go, so no other array takes its address.
        guard let address = array.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }),
              !kept.contains(address) else { return }
        offered += 1
        let hash = array.withUnsafeBufferPointer { Element.hashBits(of: $0) }
        if let keeping = shelf.arrays[hash] {
            if Element.same(array, keeping) {
                array = keeping
                shared += 1
            }
            return
        }
        if heldBytes + bytes > byteLimit { forgetAll() }
        shelf.arrays[hash] = array
        kept.insert(address)
        heldBytes += bytes
    }

    private func forgetAll() {
        int32s.arrays = [:]
        uint16s.arrays = [:]
        uint32s.arrays = [:]
        doubles.arrays = [:]
        bools.arrays = [:]
        kinds.arrays = [:]
        entries.arrays = [:]
        rows.arrays = [:]
        slotRecords.arrays = [:]
        groups.arrays = [:]
        classes.arrays = [:]
        kept = []
        heldBytes = 0
    }
}

/// The arrays of one element type that a `SolverStorageSharing` keeps, by the hash of their bits.
final class Shelf<Element: SharedStorageElement> {
    var arrays: [UInt64: [Element]] = [:]
}

/// An element of an array that `SolverStorageSharing` may share: two arrays are shared only
/// when equal bit for bit (a 0 never stands in for a -0), so hash and equality read the bits of
/// the fields and never the padding between them.
protocol SharedStorageElement: SendableMetatype {
    static func hashBits(of elements: UnsafeBufferPointer<Self>) -> UInt64
    static func sameBits(_ a: UnsafeBufferPointer<Self>, _ b: UnsafeBufferPointer<Self>) -> Bool
}

extension SharedStorageElement {
    /// Whether two arrays are equal bit for bit.
    static func same(_ a: [Self], _ b: [Self]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in sameBits(x, y) } }
    }
}

/// An element whose bytes are all its fields, with no padding: its arrays compare as bytes.
protocol PaddingFreeStorageElement: SharedStorageElement {}

extension PaddingFreeStorageElement {
    static func hashBits(of elements: UnsafeBufferPointer<Self>) -> UInt64 {
        var hash = StorageHash()
        hash.mix(UnsafeRawBufferPointer(elements))
        return hash.value
    }

    static func sameBits(_ a: UnsafeBufferPointer<Self>, _ b: UnsafeBufferPointer<Self>) -> Bool {
        let (x, y) = (UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
        guard x.count == y.count else { return false }
        guard let p = x.baseAddress, let q = y.baseAddress, p != q else { return true }
        var offset = 0
        while offset + 8 <= x.count {
            guard p.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == q.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < x.count {
            guard p.load(fromByteOffset: offset, as: UInt8.self) == q.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }
}

extension Int32: PaddingFreeStorageElement {}
extension UInt16: PaddingFreeStorageElement {}
extension UInt32: PaddingFreeStorageElement {}
extension Double: PaddingFreeStorageElement {}
extension Bool: PaddingFreeStorageElement {}
extension SymbolKind: PaddingFreeStorageElement {}
/// Its fields are ordered to leave no padding; the terms are empty in every group a compacted
/// solver keeps but a redundant one's, and equal bits there mean the same buffer.
extension Group: PaddingFreeStorageElement {}
/// The members of each class of variables: compared by their contents, as most are too small
/// to be shared on their own.
extension Array: SharedStorageElement where Element == Int32 {
    static func hashBits(of elements: UnsafeBufferPointer<[Int32]>) -> UInt64 {
        var hash = StorageHash()
        for members in elements {
            members.withUnsafeBytes { hash.mix($0) }
        }
        return hash.value
    }

    static func sameBits(_ a: UnsafeBufferPointer<[Int32]>, _ b: UnsafeBufferPointer<[Int32]>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { Int32.same($0, $1) }
    }
}

extension Entry: SharedStorageElement {
    static func hashBits(of elements: UnsafeBufferPointer<Entry>) -> UInt64 {
        var hash = StorageHash()
        for e in elements {
            hash.mix(UInt64(UInt32(bitPattern: e.symbol)))
            hash.mix(e.coefficient.bitPattern)
        }
        return hash.value
    }

    static func sameBits(_ a: UnsafeBufferPointer<Entry>, _ b: UnsafeBufferPointer<Entry>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.symbol == $1.symbol && $0.coefficient.bitPattern == $1.coefficient.bitPattern
        }
    }
}

/// Rows are shared only while their entries are packed away (empty), as `compact()` leaves them.
extension Row: SharedStorageElement {
    static func hashBits(of elements: UnsafeBufferPointer<Row>) -> UInt64 {
        var hash = StorageHash()
        for row in elements {
            hash.mix(UInt64(UInt32(bitPattern: row.basic)) | UInt64(row.entries.count) << 32)
            hash.mix(row.constant.bitPattern)
        }
        return hash.value
    }

    static func sameBits(_ a: UnsafeBufferPointer<Row>, _ b: UnsafeBufferPointer<Row>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.entries.isEmpty && $1.entries.isEmpty
                && $0.basic == $1.basic && $0.constant.bitPattern == $1.constant.bitPattern
        }
    }
}

/// A fast multiplicative hash of 64-bit words; the shelves' dictionaries mix it again.
struct StorageHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 32
    }

    mutating func mix(_ bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
        }
        mix(tail)
    }
}
