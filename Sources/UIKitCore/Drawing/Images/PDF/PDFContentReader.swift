import Foundation

/// Interprets a page's content stream (ISO 32000-1, 8.2 to 8.6): path construction and
/// painting, clipping, the graphics state stack, transforms, line styles and device colors.
/// Whatever else it meets it steps over, naming each such operator once.
struct PDFContentReader {
    private(set) var shapes: [PDFVector.Shape] = []
    private(set) var clips: [PDFVector.Clip] = []
    private(set) var skippedOperators: [String] = []

    private var scanner: PDFScanner
    /// The form XObjects `Do` can draw: the page's, or the running form's own.
    private var forms: [String: PDFFile.Form]
    private var operands: [PDFObject] = []
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var path: [CGPath.Element] = []
    private var currentPoint = CGPoint.zero
    private var subpathStart = CGPoint.zero
    private var pendingClipIsEvenOdd: Bool?
    private var pathElementCount = 0

    /// Bounds that keep a hostile stream cheap: operands waiting, states saved, path elements.
    private static let maximumOperands = 64
    private static let maximumSavedStates = 256
    private static let maximumPathElements = 1_000_000

    private enum ColorSpace {
        case gray, rgb, cmyk
        /// A named space of the page's resources (ICC-based, mostly): its operand count decides.
        case byOperandCount
        /// A pattern: not drawn.
        case pattern
    }

    private struct GraphicsState {
        var transform = CGAffineTransform.identity
        var fillColor: RenderColor? = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor: RenderColor? = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
        var fillSpace = ColorSpace.gray
        var strokeSpace = ColorSpace.gray
        var lineWidth: CGFloat = 1
        var cap = CGLineCap.butt
        var join = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var clips: [Int] = []
    }

    init(bytes: [UInt8], forms: [String: PDFFile.Form] = [:]) {
        scanner = PDFScanner(bytes)
        self.forms = forms
    }

    mutating func read() {
        while pathElementCount < Self.maximumPathElements, let object = scanner.nextObject() {
            guard let word = object.keyword else {
                if operands.count < Self.maximumOperands { operands.append(object) }
                continue
            }
            perform(word)
            operands.removeAll(keepingCapacity: true)
        }
    }

    private mutating func perform(_ word: String) {
        switch word {
        case "q":
            if savedStates.count < Self.maximumSavedStates { savedStates.append(state) }
        case "Q":
            if let saved = savedStates.popLast() { state = saved }
        case "cm":
            guard let m = numbers(6) else { return }
            state.transform = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
                .concatenating(state.transform)
        case "w", "J", "j", "M", "d":
            setLineStyle(word)
        case "m", "l", "c", "v", "y", "h", "re":
            buildPath(word)
        case "f", "F", "f*", "S", "s", "B", "B*", "b", "b*", "n":
            paint(word)
        case "W":
            pendingClipIsEvenOdd = false
        case "W*":
            pendingClipIsEvenOdd = true
        case "g", "G", "rg", "RG", "k", "K", "cs", "CS", "sc", "SC", "scn", "SCN":
            setColor(word)
        case "BI":
            skipInlineImage()
            skipped("BI (inline image)")
        case "BT", "ET", "Tc", "Tw", "Tz", "TL", "Tf", "Tr", "Ts", "Td", "TD", "Tm", "T*", "Tj", "TJ", "'", "\"",
             "sh", "d0", "d1":
            skipped(word)
        case "Do":
            drawForm(named: operands.last?.name)
        case "gs", "ri", "i", "BMC", "BDC", "EMC", "MP", "DP", "BX", "EX":
            // Graphics state dictionaries, rendering intents, flatness and marked content
            // change nothing this reader draws.
            break
        default:
            skipped(word)
        }
    }

    /// Draws a form XObject where `Do` names one, under its matrix, in a graphics state of its
    /// own (as `q … Q` around it); an image XObject is skipped.
    private mutating func drawForm(named name: String?) {
        guard let name, let form = forms[name] else {
            skipped("Do (image)")
            return
        }
        let outer = (scanner: scanner, forms: forms, state: state, saved: savedStates.count)
        state.transform = form.matrix.concatenating(state.transform)
        scanner = PDFScanner(form.contents)
        forms = form.forms
        path.removeAll()
        operands.removeAll()
        read()
        scanner = outer.scanner
        forms = outer.forms
        state = outer.state
        if savedStates.count > outer.saved { savedStates.removeLast(savedStates.count - outer.saved) }
        path.removeAll()
    }

    // MARK: Paths

    private mutating func buildPath(_ word: String) {
        switch word {
        case "m":
            guard let p = numbers(2) else { return }
            currentPoint = CGPoint(x: p[0], y: p[1])
            subpathStart = currentPoint
            append(.move(currentPoint))
        case "l":
            guard let p = numbers(2) else { return }
            currentPoint = CGPoint(x: p[0], y: p[1])
            append(.line(currentPoint))
        case "c":
            guard let p = numbers(6) else { return }
            let end = CGPoint(x: p[4], y: p[5])
            append(.curve(control1: CGPoint(x: p[0], y: p[1]), control2: CGPoint(x: p[2], y: p[3]), to: end))
            currentPoint = end
        case "v":
            guard let p = numbers(4) else { return }
            let end = CGPoint(x: p[2], y: p[3])
            append(.curve(control1: currentPoint, control2: CGPoint(x: p[0], y: p[1]), to: end))
            currentPoint = end
        case "y":
            guard let p = numbers(4) else { return }
            let end = CGPoint(x: p[2], y: p[3])
            append(.curve(control1: CGPoint(x: p[0], y: p[1]), control2: end, to: end))
            currentPoint = end
        case "h":
            append(.close)
            currentPoint = subpathStart
        default:
            guard let r = numbers(4) else { return }
            let origin = CGPoint(x: r[0], y: r[1])
            append(.move(origin))
            append(.line(CGPoint(x: r[0] + r[2], y: r[1])))
            append(.line(CGPoint(x: r[0] + r[2], y: r[1] + r[3])))
            append(.line(CGPoint(x: r[0], y: r[1] + r[3])))
            append(.close)
            currentPoint = origin
            subpathStart = origin
        }
    }

    private mutating func append(_ element: CGPath.Element) {
        // A path must start with a move; PDF readers ignore segments before one.
        if path.isEmpty {
            guard case .move = element else { return }
        }
        path.append(element)
        pathElementCount += 1
    }

    private mutating func paint(_ word: String) {
        defer {
            path.removeAll()
            pendingClipIsEvenOdd = nil
        }
        if word == "s" || word == "b" || word == "b*" { append(.close) }
        guard !path.isEmpty else { return }
        let fills = ["f", "F", "f*", "B", "B*", "b", "b*"].contains(word)
        let strokes = ["S", "s", "B", "B*", "b", "b*"].contains(word)
        let evenOdd = word.hasSuffix("*")
        let fill = fills ? state.fillColor.map { PDFVector.Fill(color: $0, evenOdd: evenOdd) } : nil
        let stroke = strokes ? state.strokeColor.map {
            PDFVector.Stroke(color: $0, width: state.lineWidth, cap: state.cap, join: state.join,
                             miterLimit: state.miterLimit, dash: state.dash, dashPhase: state.dashPhase)
        } : nil
        if fill != nil || stroke != nil {
            shapes.append(PDFVector.Shape(path: path, transform: state.transform, fill: fill, stroke: stroke, clips: state.clips))
        }
        // The clip takes effect after the painting, for what is painted next.
        if let evenOdd = pendingClipIsEvenOdd {
            clips.append(PDFVector.Clip(path: path, transform: state.transform, evenOdd: evenOdd))
            state.clips.append(clips.count - 1)
        }
    }

    // MARK: Graphics state

    private mutating func setLineStyle(_ word: String) {
        switch word {
        case "w":
            if let width = numbers(1)?.first, width >= 0 { state.lineWidth = width }
        case "J":
            if let cap = numbers(1)?.first.flatMap({ CGLineCap(rawValue: Int32(exactly: $0) ?? -1) }) { state.cap = cap }
        case "j":
            if let join = numbers(1)?.first.flatMap({ CGLineJoin(rawValue: Int32(exactly: $0) ?? -1) }) { state.join = join }
        case "M":
            if let limit = numbers(1)?.first, limit >= 1 { state.miterLimit = limit }
        default:
            guard operands.count == 2, let lengths = operands[0].array, let phase = operands[1].number else { return }
            let values = lengths.compactMap(\.number).map { CGFloat($0) }
            // An all-zero or negative pattern draws a solid line.
            state.dash = values.contains { $0 < 0 } || values.allSatisfy({ $0 == 0 }) ? [] : values
            state.dashPhase = phase
        }
    }

    private mutating func setColor(_ word: String) {
        let isStroke = word.first?.isUppercase == true
        switch word {
        case "g", "G":
            setColor(numbers(1), space: .gray, isStroke: isStroke)
        case "rg", "RG":
            setColor(numbers(3), space: .rgb, isStroke: isStroke)
        case "k", "K":
            setColor(numbers(4), space: .cmyk, isStroke: isStroke)
        case "cs", "CS":
            guard let name = operands.last?.name else { return }
            let space: ColorSpace = switch name {
            case "DeviceGray", "G": .gray
            case "DeviceRGB", "RGB": .rgb
            case "DeviceCMYK", "CMYK": .cmyk
            case "Pattern": .pattern
            default: .byOperandCount
            }
            // Selecting a space sets its initial color: black.
            let black = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
            if isStroke {
                state.strokeSpace = space
                state.strokeColor = space == .pattern ? nil : black
            } else {
                state.fillSpace = space
                state.fillColor = space == .pattern ? nil : black
            }
        default:
            let space = isStroke ? state.strokeSpace : state.fillSpace
            if space == .pattern || operands.last?.name != nil {
                skipped("\(word) (pattern)")
                if isStroke { state.strokeColor = nil } else { state.fillColor = nil }
                return
            }
            setColor(operands.compactMap(\.number).map { CGFloat($0) }, space: space, isStroke: isStroke)
        }
    }

    private mutating func setColor(_ components: [CGFloat]?, space: ColorSpace, isStroke: Bool) {
        guard let components, let color = Self.color(components, in: space) else { return }
        if isStroke {
            state.strokeColor = color
            if space != .byOperandCount { state.strokeSpace = space }
        } else {
            state.fillColor = color
            if space != .byOperandCount { state.fillSpace = space }
        }
    }

    /// Device colors in sRGB; CMYK by the naive conversion PDF readers use without a profile.
    private static func color(_ c: [CGFloat], in space: ColorSpace) -> RenderColor? {
        let clamped = c.map { Double(min(max($0, 0), 1)) }
        switch (space, clamped.count) {
        case (.gray, 1), (.byOperandCount, 1):
            return RenderColor(red: clamped[0], green: clamped[0], blue: clamped[0], alpha: 1)
        case (.rgb, 3), (.byOperandCount, 3):
            return RenderColor(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: 1)
        case (.cmyk, 4), (.byOperandCount, 4):
            let k = 1 - clamped[3]
            return RenderColor(red: (1 - clamped[0]) * k, green: (1 - clamped[1]) * k, blue: (1 - clamped[2]) * k, alpha: 1)
        default:
            return nil
        }
    }

    // MARK: Operands and skipping

    /// The last `count` operands when there are exactly that many numbers.
    private func numbers(_ count: Int) -> [CGFloat]? {
        guard operands.count == count else { return nil }
        let values = operands.compactMap(\.number)
        return values.count == count ? values.map { CGFloat($0) } : nil
    }

    private mutating func skipped(_ word: String) {
        if !skippedOperators.contains(word), skippedOperators.count < 32 { skippedOperators.append(word) }
    }

    /// Moves past an inline image's data: from `ID` and one white-space byte to an `EI` that
    /// stands alone.
    private mutating func skipInlineImage() {
        while let object = scanner.nextObject(), object.keyword != "ID" {}
        var index = scanner.position + 1
        let bytes = scanner.bytes
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"),
               PDFScanner.isWhitespace(bytes[index - 1]),
               index + 2 == bytes.count || !PDFScanner.isRegular(bytes[index + 2]) {
                scanner.position = index + 2
                return
            }
            index += 1
        }
        scanner.position = bytes.count
    }
}
