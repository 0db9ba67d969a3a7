/// The identifiers the system gives the constraints it makes (`UISV-spacing`,
/// `UIViewSafeAreaLayoutGuide-left`, …), each kept once: a constraint holds its identifier's
/// index in a byte rather than a string in sixteen.
///
/// Only system code adds identifiers here (`NSLayoutConstraint.setSystemIdentifier(_:)`), from a
/// fixed set of names, so the table stays small; an app's identifiers are kept by their
/// constraints.
@MainActor
enum SystemIdentifiers {
    /// Index 0 stands for none.
    private static var strings: [String] = [""]
    private static var codes: [String: UInt8] = [:]

    /// The identifier's index, added the first time; `nil` once the table is full.
    static func code(for identifier: String) -> UInt8? {
        if let code = codes[identifier] { return code }
        guard strings.count <= Int(UInt8.max) else { return nil }
        let code = UInt8(strings.count)
        strings.append(identifier)
        codes[identifier] = code
        return code
    }

    /// The index of an identifier already in the table, without adding it.
    static func existingCode(for identifier: String) -> UInt8? {
        codes[identifier]
    }

    static func string(for code: UInt8) -> String? {
        code == 0 ? nil : strings[Int(code)]
    }
}

/// A system identifier as its index in `SystemIdentifiers`: made once for a name (a static
/// constant), so the constraints made by the hundred (a stack view's) are named without
/// hashing the string each time. Code 0 is none.
struct SystemIdentifier: Hashable {
    let code: UInt8

    @MainActor init(_ string: String) {
        code = SystemIdentifiers.code(for: string) ?? 0
    }

    init(code: UInt8) {
        self.code = code
    }
}
