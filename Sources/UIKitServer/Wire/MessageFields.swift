import Foundation
@_spi(Host) import UIKitCore

/// Reads typed fields of a JSON object with errors that name the field: the one place
/// request bodies and messages are checked.
struct MessageFields {
    let object: JSONObject

    func string(_ name: String) throws(WireError) -> String {
        guard let value = object[name] else { throw .malformed("\"\(name)\" is missing") }
        guard let string = value.stringValue else { throw .malformed("\"\(name)\" must be a string") }
        return string
    }

    func optionalString(_ name: String) throws(WireError) -> String? {
        guard let value = object[name], value != .null else { return nil }
        guard let string = value.stringValue, string.utf8.count <= 1_000 else {
            throw .malformed("\"\(name)\" must be a string of at most 1000 bytes")
        }
        return string
    }

    func number(_ name: String, range: ClosedRange<Double>) throws(WireError) -> Double {
        guard let number = try optionalNumber(name, range: range) else { throw .malformed("\"\(name)\" is missing") }
        return number
    }

    func optionalNumber(_ name: String, range: ClosedRange<Double>) throws(WireError) -> Double? {
        guard let value = object[name], value != .null else { return nil }
        guard let number = value.doubleValue, number.isFinite, range.contains(number) else {
            throw .malformed("\"\(name)\" must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
        }
        return number
    }

    /// A point given as `[x, y]`.
    func point(_ name: String, range: ClosedRange<Double>) throws(WireError) -> CGPoint {
        guard let point = try optionalPoint(name, range: range) else { throw .malformed("\"\(name)\" is missing") }
        return point
    }

    func optionalPoint(_ name: String, range: ClosedRange<Double>) throws(WireError) -> CGPoint? {
        guard let value = object[name], value != .null else { return nil }
        guard let items = value.arrayValue, items.count == 2,
              let x = items[0].doubleValue, let y = items[1].doubleValue,
              x.isFinite, y.isFinite, range.contains(x), range.contains(y) else {
            throw .malformed("\"\(name)\" must be [x, y] with numbers from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
        }
        return CGPoint(x: x, y: y)
    }

    func optionalBool(_ name: String) throws(WireError) -> Bool? {
        guard let value = object[name], value != .null else { return nil }
        guard let bool = value.boolValue else { throw .malformed("\"\(name)\" must be true or false") }
        return bool
    }

    func integer(_ name: String, range: ClosedRange<Int>) throws(WireError) -> Int {
        guard let value = object[name] else { throw .malformed("\"\(name)\" is missing") }
        guard let number = value.doubleValue, number.rounded() == number,
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw .malformed("\"\(name)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(number)
    }

    func optionalStyle(_ name: String) throws(WireError) -> UIUserInterfaceStyle? {
        guard let value = object[name], value != .null else { return nil }
        switch value.stringValue {
        case "light": return .light
        case "dark": return .dark
        default: throw .malformed("\"\(name)\" must be \"light\" or \"dark\"")
        }
    }

    /// An orientation as the browser's `screen.orientation.type` names it.
    func optionalOrientation(_ name: String) throws(WireError) -> UIInterfaceOrientation? {
        guard let value = object[name], value != .null else { return nil }
        switch value.stringValue {
        case "portrait-primary": return .portrait
        case "portrait-secondary": return .portraitUpsideDown
        case "landscape-primary": return .landscapeRight
        case "landscape-secondary": return .landscapeLeft
        default:
            throw .malformed("\"\(name)\" must be \"portrait-primary\", \"portrait-secondary\", "
                             + "\"landscape-primary\" or \"landscape-secondary\"")
        }
    }

    private static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
