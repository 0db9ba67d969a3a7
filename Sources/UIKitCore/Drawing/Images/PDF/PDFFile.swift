import Foundation

/// The objects of a PDF file, read by scanning the file for `n g obj … endobj` (and the object
/// streams of PDF 1.5) rather than trusting its cross-reference table, so that a file whose
/// offsets are off still reads; and its first page.
struct PDFFile {
    /// A stream object: its dictionary and its bytes as stored (before any filter).
    struct Stream {
        let dictionary: [String: PDFObject]
        let stored: ArraySlice<UInt8>
    }

    /// What the first page draws: its media box, its content stream decoded, and the form
    /// XObjects its resources name.
    struct Page {
        let mediaBox: CGRect
        let contents: [UInt8]
        let forms: [String: Form]
    }

    /// A form XObject (`/Subtype /Form`): content drawn by `Do` under its matrix, with the
    /// forms of its own resources.
    struct Form {
        let contents: [UInt8]
        let matrix: CGAffineTransform
        let forms: [String: Form]
    }

    private(set) var objects: [Int: PDFObject] = [:]
    private(set) var streams: [Int: Stream] = [:]
    /// The bytes every stream of the file may inflate to, together: a few kilobytes of a
    /// hostile file could otherwise inflate to gigabytes.
    private let inflateBudget = InflateBudget(bytes: 32 << 20)

    private final class InflateBudget {
        var bytes: Int
        init(bytes: Int) { self.bytes = bytes }
    }

    /// Bounds that keep a hostile file from costing much: links followed, objects read.
    private static let maximumHops = 32
    private static let maximumObjects = 200_000
    private static let maximumForms = 64

    /// The file's objects; `nil` unless the bytes start (within their first kilobyte) with the
    /// `%PDF-` header.
    init?(bytes: [UInt8]) {
        let header = Array("%PDF-".utf8)
        let searched = bytes.prefix(1024)
        guard searched.indices.contains(where: { bytes[$0...].starts(with: header) }) else { return nil }
        readObjects(bytes)
        readObjectStreams()
    }

    /// The first page of the page tree, else the lowest-numbered page object; `nil` when there is
    /// none, when it has no usable media box, or when its contents cannot be decoded.
    func firstPage() -> Page? {
        guard let page = firstPageDictionary(),
              let mediaBox = inherited("MediaBox", of: page).flatMap(Self.rectangle) else { return nil }
        var contents: [UInt8] = []
        for reference in contentReferences(page["Contents"]) {
            guard let stream = streams[reference], let decoded = decode(stream) else { return nil }
            contents += decoded
            contents.append(10)
        }
        var budget = Self.maximumForms
        return Page(mediaBox: mediaBox, contents: contents, forms: forms(in: inherited("Resources", of: page), depth: 0, budget: &budget))
    }

    /// The form XObjects of a resource dictionary, nested at most four deep and at most
    /// `maximumForms` in all, so that forms naming forms cannot multiply.
    private func forms(in resources: PDFObject?, depth: Int, budget: inout Int) -> [String: Form] {
        guard depth < 4, let objects = resolve(resolve(resources)?.dictionary?["XObject"])?.dictionary else { return [:] }
        var forms: [String: Form] = [:]
        for (name, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard budget > 0, case .reference(let number) = object, let stream = streams[number],
                  stream.dictionary["Subtype"]?.name == "Form", let contents = decode(stream) else { continue }
            budget -= 1
            let m = resolve(stream.dictionary["Matrix"])?.array?.compactMap(\.number) ?? []
            let matrix = m.count == 6 ? CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]) : .identity
            forms[name] = Form(contents: contents, matrix: matrix,
                               forms: self.forms(in: stream.dictionary["Resources"], depth: depth + 1, budget: &budget))
        }
        return forms
    }

    /// Follows references to the object they name (`null` when there is none).
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var object = object
        for _ in 0..<Self.maximumHops {
            guard case .reference(let number) = object else { return object }
            object = objects[number]
        }
        return nil
    }

    /// The stream's bytes through its filters; `nil` for a filter other than FlateDecode or a
    /// corrupt stream.
    func decode(_ stream: Stream) -> [UInt8]? {
        let filters: [PDFObject]
        switch resolve(stream.dictionary["Filter"]) {
        case .none, .some(.null): filters = []
        case .some(.name(let name)): filters = [.name(name)]
        case .some(.array(let names)): filters = names
        default: return nil
        }
        var bytes = Array(stream.stored)
        for filter in filters {
            guard let name = resolve(filter)?.name, name == "FlateDecode" || name == "Fl",
                  let inflated = Inflate.decompress(bytes[...], limit: inflateBudget.bytes) else { return nil }
            inflateBudget.bytes -= inflated.count
            bytes = inflated
        }
        return bytes
    }

    // MARK: Reading the objects

    private mutating func readObjects(_ bytes: [UInt8]) {
        var scanner = PDFScanner(bytes)
        var previous: [PDFObject] = []
        while objects.count < Self.maximumObjects, let token = scanner.nextObject() {
            defer {
                previous.append(token)
                if previous.count > 2 { previous.removeFirst() }
            }
            guard token.keyword == "obj", previous.count == 2,
                  let number = previous[0].integer, number >= 0, previous[1].integer != nil,
                  let value = scanner.nextObject() else { continue }
            objects[number] = value
            let afterValue = scanner.position
            if scanner.nextObject()?.keyword == "stream", let dictionary = value.dictionary,
               let stored = Self.streamBody(of: dictionary, in: &scanner) {
                streams[number] = Stream(dictionary: dictionary, stored: stored)
            } else {
                scanner.position = afterValue
            }
        }
    }

    /// The bytes between `stream` and `endstream`: `/Length` of them when that length ends at
    /// `endstream`, else up to the next `endstream`.
    private static func streamBody(of dictionary: [String: PDFObject], in scanner: inout PDFScanner) -> ArraySlice<UInt8>? {
        let bytes = scanner.bytes
        var start = scanner.position
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        if let length = dictionary["Length"]?.integer, length >= 0, start + length <= bytes.count {
            var after = PDFScanner(bytes, position: start + length)
            after.skipWhitespaceAndComments()
            if after.find("endstream", from: after.position) == after.position {
                scanner.position = after.position + 9
                return bytes[start..<start + length]
            }
        }
        guard let end = scanner.find("endstream", from: start) else { return nil }
        scanner.position = end + 9
        var last = end
        if last > start, bytes[last - 1] == 10 { last -= 1 }
        if last > start, bytes[last - 1] == 13 { last -= 1 }
        return bytes[start..<last]
    }

    /// The objects kept inside `/Type /ObjStm` streams: `/N` pairs of object number and offset,
    /// then the objects from `/First` on.
    private mutating func readObjectStreams() {
        let objectStreams = streams.values.filter { $0.dictionary["Type"]?.name == "ObjStm" }
        for stream in objectStreams {
            guard let count = resolve(stream.dictionary["N"])?.integer, (0...Self.maximumObjects).contains(count),
                  let first = resolve(stream.dictionary["First"])?.integer, first >= 0,
                  let bytes = decode(stream) else { continue }
            var header = PDFScanner(bytes)
            for _ in 0..<count {
                guard let number = header.nextObject()?.integer, let offset = header.nextObject()?.integer,
                      number >= 0, offset >= 0, objects[number] == nil else { continue }
                var body = PDFScanner(bytes, position: first + offset)
                if let value = body.nextObject() { objects[number] = value }
            }
        }
    }

    // MARK: Finding the page

    private func firstPageDictionary() -> [String: PDFObject]? {
        let catalog = objects.values.first { $0.dictionary?["Type"]?.name == "Catalog" }?.dictionary
        var node = resolve(catalog?["Pages"])?.dictionary
        for _ in 0..<Self.maximumHops {
            guard let current = node else { break }
            if current["Type"]?.name == "Page" { return current }
            node = resolve(resolve(current["Kids"])?.array?.first)?.dictionary
        }
        return objects.keys.sorted().lazy.compactMap { objects[$0]?.dictionary }.first { $0["Type"]?.name == "Page" }
    }

    /// A page attribute, from the page or the nearest `/Parent` that has it.
    private func inherited(_ key: String, of page: [String: PDFObject]) -> PDFObject? {
        var node: [String: PDFObject]? = page
        for _ in 0..<Self.maximumHops {
            guard let current = node else { return nil }
            switch resolve(current[key]) {
            case .none, .some(.null): break
            case .some(let value): return value
            }
            node = resolve(current["Parent"])?.dictionary
        }
        return nil
    }

    /// The stream objects of `/Contents`: one reference, or an array of them.
    private func contentReferences(_ contents: PDFObject?) -> [Int] {
        switch contents {
        case .reference(let number) where streams[number] != nil: [number]
        case .reference(let number): contentReferences(objects[number].flatMap { $0.array.map(PDFObject.array) })
        case .array(let elements): elements.compactMap { if case .reference(let number) = $0 { number } else { nil } }
        default: []
        }
    }

    private static func rectangle(_ object: PDFObject) -> CGRect? {
        guard let values = object.array?.compactMap(\.number), values.count == 4 else { return nil }
        let rect = CGRect(x: min(values[0], values[2]), y: min(values[1], values[3]),
                          width: abs(values[2] - values[0]), height: abs(values[3] - values[1]))
        guard rect.width > 0, rect.height > 0, rect.width <= 16_384, rect.height <= 16_384 else { return nil }
        return rect
    }
}
