import Foundation

/// What Interface Builder writes for collection views: the flow layout, prototype cells
/// registered by reuse identifier, and each cell's content view.
extension NibDecoder {
    /// The collection view's layout, which `UICollectionView.init?(coder:)` reads first.
    @MainActor static func collectionLayout(_ coder: NSCoder) -> UICollectionViewLayout? {
        guard let decoder = coder as? NibDecoder,
              let element = decoder.element.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return nil }
        let layout = UICollectionViewFlowLayout()
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = element.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = element.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let size = NibValues.size(element.child("size", key: "itemSize")) { layout.itemSize = size }
        if let size = NibValues.size(element.child("size", key: "headerReferenceSize")) { layout.headerReferenceSize = size }
        if let size = NibValues.size(element.child("size", key: "footerReferenceSize")) { layout.footerReferenceSize = size }
        if element.flag("automaticEstimatedItemSize") == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        } else if let size = NibValues.size(element.child("size", key: "estimatedItemSize")), size != .zero {
            layout.estimatedItemSize = size
        }
        if let insets = NibValues.insets(element.child("inset", key: "sectionInset")) { layout.sectionInset = insets }
        return layout
    }

    @MainActor func decodeCollectionView(_ collection: UICollectionView) {
        if let allows = element.flag("allowsSelection") { collection.allowsSelection = allows }
        if let allows = element.flag("allowsMultipleSelection") { collection.allowsMultipleSelection = allows }
        for prototype in element.list("cells") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collection.registeredPrototypes[identifier] = NibCellPrototype(element: prototype, path: loading.path,
                                                                          storyboard: loading.storyboard, owner: loading.owner)
        }
        // A flow layout's section header and footer, dequeued by kind and reuse identifier.
        let supplementary = [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                             ("sectionFooterView", UICollectionView.elementKindSectionFooter)]
        for (key, kind) in supplementary {
            guard let prototype = element.child("collectionReusableView", key: key), let identifier = prototype["reuseIdentifier"] else {
                continue
            }
            collection.registeredSupplementaryPrototypes[UICollectionView.ReuseKey(kind: kind, identifier: identifier)] =
                NibCellPrototype(element: prototype, path: loading.path, storyboard: loading.storyboard, owner: loading.owner)
        }
    }

    @MainActor func decodeCollectionViewCell(_ cell: UICollectionViewCell) {
        guard let content = element.child("collectionViewCellContentView", key: "contentView")
                ?? element.child("view", key: "contentView") else { return }
        decodeSubviews(of: cell.contentView, NibPlan.of(content))
        loading.alias(cell.contentView, id: content.id)
        decodeConstraints(of: cell.contentView, content)
    }
}
