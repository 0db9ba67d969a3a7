import Foundation
import Synchronization

/// One element of a compiled storyboard or xib (docs/storyboards.md): an object (`label`,
/// `viewController`) or a value one holds (`rect`, `color`, `state`), with Interface Builder's
/// attributes as written and the line of the file it came from.
final class NibElement: Sendable {
    let name: String
    let line: Int
    let attributes: [String: String]
    let children: [NibElement]
    /// Whether another element of the file names this one's id (a connection's destination, a
    /// constraint's item, a mask's reference…): only such objects are remembered by id as a
    /// load makes them.
    let isReferenced: Bool
    /// What making a view of this element does, read on first use (main actor only).
    @MainActor var recipe: NibRecipe?
    @MainActor var constraintRecipe: NibConstraintRecipe?
    /// How a load makes this element's object, resolved on first use (main actor only).
    @MainActor var plan: NibPlan?
    @MainActor var controllerRecipe: NibControllerRecipe?

    init(name: String, line: Int, attributes: [String: String], children: [NibElement], isReferenced: Bool) {
        self.name = name
        self.line = line
        self.attributes = attributes
        self.children = children
        self.isReferenced = isReferenced
    }

    /// Reads a file's document element from the compact form the source plugin writes:
    /// `[name, line, attributes, children?]`.
    static func document(archived: Any) -> NibElement? {
        var values: Set<String> = []
        collectReferences(archived, into: &values)
        return NibElement(archived: archived, referenced: values)
    }

    private convenience init?(archived: Any, referenced: Set<String>) {
        guard let form = archived as? [Any], form.count >= 3, let name = form[0] as? String,
              let line = (form[1] as? NSNumber)?.intValue, let attributes = form[2] as? [String: String] else { return nil }
        var children: [NibElement] = []
        if form.count > 3 {
            guard let list = form[3] as? [Any] else { return nil }
            for item in list {
                guard let child = NibElement(archived: item, referenced: referenced) else { return nil }
                children.append(child)
            }
        }
        self.init(name: name, line: line, attributes: attributes, children: children,
                  isReferenced: attributes["id"].map(referenced.contains) ?? false)
    }

    /// Every attribute value of the file other than ids: an id among them is named by some element.
    private static func collectReferences(_ archived: Any, into values: inout Set<String>) {
        guard let form = archived as? [Any], form.count >= 3 else { return }
        if let attributes = form[2] as? [String: String] {
            for (key, value) in attributes where key != "id" { values.insert(value) }
        }
        if form.count > 3, let list = form[3] as? [Any] {
            for item in list { collectReferences(item, into: &values) }
        }
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    var key: String? { attributes["key"] }

    /// Whether Interface Builder wrote the attribute as `YES`.
    func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }

    /// The first child of the name, with the key when one is given.
    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with the key, whatever its name.
    func child(key: String) -> NibElement? {
        children.first { $0.key == key }
    }

    /// The children of a list element (`subviews`, `constraints`, `connections`).
    func list(_ name: String) -> [NibElement] {
        child(name)?.children ?? []
    }

    /// This element and every element below it, depth first.
    func walk(_ visit: (NibElement) -> Void) {
        visit(self)
        for child in children { child.walk(visit) }
    }
}

/// The storyboards and xibs the source plugin compiled into the app, by name.
public enum _InterfaceFiles {
    public enum Kind: Sendable {
        case storyboard, nib
    }

    struct Entry: Sendable {
        let path: String
        let archive: String
    }

    private struct Key: Hashable {
        let name: String
        let kind: Kind
    }

    private static let entries = Mutex<[Key: Entry]>([:])
    /// Translations of the interface files' texts, by file name, then language.
    private static let translations = Mutex<[String: [String: String]]>([:])
    private static let translationTables = Mutex<[String: [String: [String: String]]]>([:])
    private static let documents = Mutex<[Key: NibElement]>([:])

    /// Registers a compiled file; the plugin's registry does this once, as the app starts.
    public static func register(name: String, kind: Kind, path: String, archive: String) {
        entries.withLock { $0[Key(name: name, kind: kind)] = Entry(path: path, archive: archive) }
    }

    /// Registers a storyboard's or xib's translations (`fr.lproj/Main.strings`, JSON in base64).
    public static func registerStrings(name: String, language: String, table: String) {
        translations.withLock { $0[name, default: [:]][language] = table }
        anyStrings.store(true, ordering: .releasing)
    }

    private static let anyStrings = Atomic<Bool>(false)

    /// Whether any file has translations: a load in an app without them looks for none.
    static var hasStrings: Bool { anyStrings.load(ordering: .acquiring) }

    /// The translations of the file's texts into the first of `languages` it has, by
    /// `objectID.property` (`"Xy1-ab-c23.text"`); empty when it has none.
    static func strings(named name: String, languages: @autoclosure () -> [String]) -> [String: String] {
        guard let available = translations.withLock({ $0[name] }) else { return [:] }
        for language in languages() {
            let candidates = [language, String(language.split(separator: "-").first ?? "")]
            guard let match = candidates.first(where: { available[$0] != nil }) else { continue }
            if let table = translationTables.withLock({ $0[name]?[match] }) { return table }
            guard let data = Data(base64Encoded: available[match]!),
                  let table = (try? JSONSerialization.jsonObject(with: data)) as? [String: String] else { return [:] }
            translationTables.withLock { $0[name, default: [:]][match] = table }
            return table
        }
        return [:]
    }

    /// The file's document element, read once and shared by every session; `nil` when the app has
    /// no such file.
    static func document(named name: String, kind: Kind) -> (path: String, root: NibElement)? {
        let key = Key(name: name, kind: kind)
        guard let entry = entries.withLock({ $0[key] }) else { return nil }
        if let root = documents.withLock({ $0[key] }) { return (entry.path, root) }
        guard let data = Data(base64Encoded: entry.archive),
              let form = try? JSONSerialization.jsonObject(with: data),
              let root = NibElement.document(archived: form) else {
            FileHandle.standardError.write(Data("UIKit: \(entry.path) could not be read: rebuild the app\n".utf8))
            return nil
        }
        documents.withLock { $0[key] = root }
        return (entry.path, root)
    }
}
