import Foundation

/// Turns what changed in one scene's view tree into patches, walking only what changed.
///
/// Setters mark properties on their view and queue the view here; structural changes mark the
/// parent and record removed views. A commit visits just those views, so its cost grows with the
/// size of the change, not the size of the tree.
@MainActor
final class SceneRenderer {
    weak var scene: UIWindowScene?
    private(set) var revision = 0
    var windowsChanged = false
    /// The scene's theme as of the end of the turn, and the one the client has.
    var theme: SceneTheme?
    private var sentTheme: SceneTheme?
    private var dirtyViews: [UIView] = []
    private var removedViews: [UIView] = []
    /// What the client has for each property changed since the last commit, by view id.
    private var clientValues: [Int: [(key: RenderKey, value: RenderValue?)]] = [:]

    /// The id of the scene's own node, whose children are the windows.
    static let sceneNodeID = 0

    var hasChanges: Bool {
        windowsChanged || !dirtyViews.isEmpty || !removedViews.isEmpty
    }

    func enqueue(_ view: UIView) {
        dirtyViews.append(view)
    }

    func noteRemoved(_ view: UIView) {
        removedViews.append(view)
    }

    /// Keeps the value the client has for a property that is about to change.
    func recordClientValue(_ value: RenderValue?, of key: RenderKey, for view: UIView) {
        clientValues[view.renderID, default: []].append((key, value))
    }

    /// Collects the changes since the last commit into one patch, or `nil` when nothing changed.
    func commit() -> RenderPatch? {
        let themeChanged = theme != sentTheme
        guard hasChanges || themeChanged else { return nil }
        let nextRevision = revision + 1
        var operations: [RenderOperation] = []
        appendRemovals(to: &operations)
        appendStructure(to: &operations, revision: nextRevision)
        appendPropertyChanges(to: &operations, revision: nextRevision)
        if themeChanged, let theme {
            operations.append(.set(id: Self.sceneNodeID, properties: [RenderProperty(.theme, .theme(theme))]))
        }
        sentTheme = theme
        clearDirtyViews()
        guard !operations.isEmpty else { return nil }
        revision = nextRevision
        return RenderPatch(revision: revision, operations: operations)
    }

    /// The whole tree, for a client that (re)connects; afterwards, patches are relative to it.
    func snapshot() -> RenderSnapshot {
        if hasChanges { revision += 1 }
        for view in removedViews where !isInTree(view) && view.renderClient === self { forgetSubtree(view) }
        removedViews.removeAll()
        windowsChanged = false
        clearDirtyViews()
        let windows = scene?.windows ?? []
        sentTheme = theme
        let root = RenderNode(id: Self.sceneNodeID, kind: .scene,
                              properties: theme.map { [RenderProperty(.theme, .theme($0))] } ?? [],
                              children: windows.map { snapshotNode($0) })
        return RenderSnapshot(revision: revision, root: root)
    }

    // MARK: Commit steps

    private func appendRemovals(to operations: inout [RenderOperation]) {
        for view in removedViews where !isInTree(view) && view.renderClient === self {
            operations.append(.remove(id: view.renderID))
            forgetSubtree(view)
        }
        removedViews.removeAll()
    }

    private func appendStructure(to operations: inout [RenderOperation], revision: Int) {
        if windowsChanged, let windows = scene?.windows {
            for window in windows where window.renderClient !== self {
                appendCreation(of: window, to: &operations, revision: revision)
            }
            operations.append(.move(parent: Self.sceneNodeID, children: windows.map(\.renderID)))
            windowsChanged = false
        }
        for view in dirtyViews where view.renderChildrenChanged && isSent(view, before: revision) {
            for subview in view.storedSubviews where subview.renderClient !== self {
                appendCreation(of: subview, to: &operations, revision: revision)
            }
            operations.append(.move(parent: view.renderID, children: view.storedSubviews.map(\.renderID)))
        }
    }

    private func appendPropertyChanges(to operations: inout [RenderOperation], revision: Int) {
        for view in dirtyViews where !view.renderDirty.isEmpty && isSent(view, before: revision) {
            let known = clientValues[view.renderID] ?? []
            let properties = view.renderDirty.keys.compactMap { key -> RenderProperty? in
                let value = view.renderValue(for: key)
                if let client = known.first(where: { $0.key == key }), client.value == value { return nil }
                return RenderProperty(key, value ?? .null)
            }
            if !properties.isEmpty { operations.append(.set(id: view.renderID, properties: properties)) }
        }
    }

    /// Creates the view and its subtree, parents before children, each parent followed by the
    /// move that places its children.
    private func appendCreation(of view: UIView, to operations: inout [RenderOperation], revision: Int) {
        markSent(view, revision: revision)
        operations.append(.create(id: view.renderID, kind: view.renderKind, properties: view.renderProperties()))
        guard !view.storedSubviews.isEmpty else { return }
        for subview in view.storedSubviews {
            appendCreation(of: subview, to: &operations, revision: revision)
        }
        operations.append(.move(parent: view.renderID, children: view.storedSubviews.map(\.renderID)))
    }

    private func snapshotNode(_ view: UIView) -> RenderNode {
        markSent(view, revision: revision)
        return RenderNode(id: view.renderID, kind: view.renderKind, properties: view.renderProperties(),
                          children: view.storedSubviews.map { snapshotNode($0) })
    }

    // MARK: Bookkeeping

    private func markSent(_ view: UIView, revision: Int) {
        view.renderClient = self
        view.renderCreatedRevision = revision
        view.renderDirty = []
        view.renderChildrenChanged = false
    }

    /// Whether the client already has the view from an earlier revision, and it is still here.
    private func isSent(_ view: UIView, before revision: Int) -> Bool {
        view.renderClient === self && view.renderCreatedRevision != revision && isInTree(view)
    }

    private func isInTree(_ view: UIView) -> Bool {
        guard let window = view.storedWindow, let scene else { return false }
        return window.windowScene === scene
    }

    private func forgetSubtree(_ view: UIView) {
        guard view.renderClient === self else { return }
        view.renderClient = nil
        for subview in view.storedSubviews { forgetSubtree(subview) }
    }

    private func clearDirtyViews() {
        for view in dirtyViews {
            view.renderDirty = []
            view.renderChildrenChanged = false
            view.renderQueued = false
        }
        dirtyViews.removeAll(keepingCapacity: true)
        clientValues.removeAll(keepingCapacity: true)
    }
}
