import Foundation

/// An object wrapping an Interface Builder nib file: a xib of the app, compiled by the source
/// plugin when the app is built (docs/storyboards.md).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects that stand for the nib's external placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String
    let bundle: Bundle

    /// Returns a nib object for the nib file of that name (without `.xib`) in the bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = AppResources.bundle(for: bundleOrNil)
        super.init()
    }

    /// Makes the nib's objects: File's Owner is `ownerOrNil`, outlets and actions are connected,
    /// every object gets `awakeFromNib`, and the top-level objects are returned in the file's order.
    /// A nib the app lacks stops the app, as iOS raises.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let (path, document) = _InterfaceFiles.document(named: name, kind: .nib) else {
            fatalError("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)': "
                + "add \(name).xib to the app's iOS folder, which the UIKit source plugin compiles")
        }
        let owner = ownerOrNil.map { $0 as AnyObject }
        let loading = NibLoading(path: path, storyboard: nil, owner: owner)
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for element in document.list("objects") {
            if element.name == "placeholder" {
                if element["placeholderIdentifier"] == "IBFilesOwner", let owner {
                    loading.stand(owner, for: element, connects: true)
                } else if let identifier = element["placeholderIdentifier"], let object = external[identifier] {
                    loading.stand(object as AnyObject, for: element, connects: true)
                } else {
                    _ = loading.instantiate(element)
                }
                continue
            }
            if let object = loading.instantiate(element) { topLevel.append(object) }
        }
        loading.finish()
        return topLevel
    }
}

extension Bundle {
    /// Unarchives the nib of that name in the bundle: its top-level objects, with `owner` as
    /// File's Owner.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// Registers a nib whose top-level cell the table makes for the identifier.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
    }

    /// Registers a nib whose top-level header or footer view the table makes for the identifier.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterNibs[identifier] = nib
    }

    /// A new cell for the identifier from its storyboard prototype or registered nib.
    func makeInterfaceFileCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let prototype = registeredPrototypes[identifier] { return prototype.makeCell() as? UITableViewCell }
        guard let nib = registeredCellNibs[identifier] else { return nil }
        return nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first
    }

    func makeInterfaceFileHeaderFooter(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let nib = registeredHeaderFooterNibs[identifier] else { return nil }
        return nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
    }
}

extension UICollectionView {
    /// Registers a nib whose top-level cell the collection view makes for the identifier.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
    }

    /// A new cell for the identifier from its storyboard prototype or registered nib.
    func makeInterfaceFileCell(withIdentifier identifier: String) -> UICollectionViewCell? {
        if let prototype = registeredPrototypes[identifier] { return prototype.makeCell() as? UICollectionViewCell }
        guard let nib = registeredCellNibs[identifier] else { return nil }
        return nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionViewCell }.first
    }

    /// A new section header or footer for the identifier from the storyboard's
    /// `<collectionReusableView>`.
    func makeInterfaceFileSupplementaryView(ofKind kind: String, withIdentifier identifier: String) -> UICollectionReusableView? {
        registeredSupplementaryPrototypes[ReuseKey(kind: kind, identifier: identifier)]?.makeCell() as? UICollectionReusableView
    }
}
