import Foundation

/// UIKit's geometry values boxed in `NSValue`, as `userInfo` dictionaries carry them (the
/// keyboard notifications' frames) and layer animations take them.
extension NSValue {
    /// Creates a value holding the rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Creates a value holding the point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Creates a value holding the size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Creates a value holding the edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// Creates a value holding the affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: entries, objCType: NSValue.transformType)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }

    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The affine transform the value holds; the identity when it holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == String(cString: NSValue.transformType) else { return .identity }
        var entries = [Double](repeating: 0, count: 6)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CGAffineTransform(a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
    }

    /// The type encoding of a boxed transform: six doubles (swift-corelibs-foundation cannot box
    /// structs by their encoding).
    private nonisolated(unsafe) static let transformType: UnsafePointer<CChar> = {
        let encoding = "[6d]".utf8CString
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: encoding.count)
        encoding.withUnsafeBufferPointer { pointer.initialize(from: $0.baseAddress!, count: encoding.count) }
        return UnsafePointer(pointer)
    }()

    /// Whether the value holds the same kind of value as `example`.
    func holdsSameType(as example: NSValue) -> Bool {
        String(cString: objCType) == String(cString: example.objCType)
    }
}

// `userInfo[key] as? CGRect` and `as? NSValue` both work on Apple platforms, where the geometry
// types bridge to NSValue; these conformances make both casts work here.

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.holdsSameType(as: NSValue(cgRect: .zero)) else { return false }
        result = source.cgRectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard source.holdsSameType(as: NSValue(cgPoint: .zero)) else { return false }
        result = source.cgPointValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.cgPointValue ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard source.holdsSameType(as: NSValue(cgSize: .zero)) else { return false }
        result = source.cgSizeValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.cgSizeValue ?? .zero
    }
}
