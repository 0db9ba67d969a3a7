import Foundation

/// Turns what changed in one scene's view tree into patches, walking only what changed.
///
/// Setters mark properties on their view and queue the view here; structural changes mark the
/// parent and record removed views. A commit visits just those views, so its cost grows with the
/// size of the change, not the size of the tree.
@MainActor
final class SceneRenderer {
    @HandleReference var scene: UIWindowScene?
    private var handleSlot = LifetimeHandleSlot()
    /// What the views and layers that report here hold (LifetimeHandle.swift).
    var lifetimeHandle: LifetimeHandle { handleSlot.handle(of: self) }

    deinit { handleSlot.clear() }

    private(set) var revision = 0
    var windowsChanged = false
    /// The scene's theme as of the end of the turn, and the one the client has.
    var theme: SceneTheme?
    private var sentTheme: SceneTheme?
    private var dirtyViews: [UIView] = []
    private var removedViews: [UIView] = []
    /// Layers of their own, kept as views are.
    private var dirtyLayers: [CALayer] = []
    private var removedLayers: [CALayer] = []
    /// Layers of their own that asked to be laid out or displayed.
    private var layersNeedingLayout: [CALayer] = []
    /// Views the page has whose `setNeedsDisplay()` was called.
    private var viewsNeedingDisplay: [UIView] = []
    /// Views out of the tree whose nodes the page keeps, detached, for their return: cells
    /// waiting for reuse. Reusing one sends what changed, not a new node.
    private var parkedViews: [ObjectIdentifier: UIView] = [:]
    /// Haptic feedback given during the turn, for the page to play.
    private var vibration: [Int]?
    /// Views whose change the page plays over time, by node id: the first asked for wins.
    private var animations: [Int: RenderAnimation] = [:]
    /// View animations (`UIView.animate`) and their cancellations, in the order they were made.
    private var propertyAnimations: [RenderAnimation] = []
    /// What the page has of each view's accessibility (role, name, value, states, tab order),
    /// by node id, for the views that have any: overridden accessibility values are read at
    /// each commit that touches the view and sent when they differ (Accessibility/).
    private var sentAccessibility: [Int: AccessibilityDigest] = [:]
    /// The tab order the page has, by node id.
    private var sentTabOrder: [Int: NumberedTabStop] = [:]
    /// The tab stops of the subtrees that did not change since the last numbering, by the node
    /// id of their container view (views with subviews or elements, not leaves). A change
    /// anywhere drops the entries of the changed view and its ancestors, so numbering again
    /// walks only what changed (`tabStops(in:)`).
    private var tabStopsByContainer: [Int: [TabStop]] = [:]
    /// Whether the tree's structure or an accessibility value changed, so the tab order is
    /// computed again at the commit.
    private var tabOrderChanged = true
    private var hasNotices = false
    /// What the client has for each property changed since the last commit, by view id.
    private var clientValues: [Int: [(key: RenderKey, value: RenderValue?)]] = [:]

    /// The id of the scene's own node, whose children are the windows.
    static let sceneNodeID = 0
    /// The most dirty views whose room is kept from one commit to the next.
    private static let keptDirtyCapacity = 32

    var hasChanges: Bool {
        hasNotices || vibration != nil || !propertyAnimations.isEmpty || windowsChanged || !dirtyViews.isEmpty || !removedViews.isEmpty || !dirtyLayers.isEmpty || !removedLayers.isEmpty
    }

    func enqueue(_ view: UIView) {
        if dirtyViews.isEmpty { scene?.noteChange() }
        dirtyViews.append(view)
    }

    func noteRemoved(_ view: UIView) {
        removedViews.append(view)
        tabOrderChanged = true
    }

    /// An accessibility value of the view changed: it is compared with the page's at the commit.
    func noteAccessibilityChange(of view: UIView) {
        tabOrderChanged = true
        guard !view.renderQueued else { return }
        view.renderQueued = true
        enqueue(view)
    }

    /// `UIAccessibility.post` left notices for the page.
    func noteAccessibilityNotice() {
        if !hasChanges { scene?.noteChange() }
        hasNotices = true
    }

    /// Keeps the page's node of a view that leaves the tree to come back (a reusable cell).
    func park(_ view: UIView) {
        guard view.renderClient === self else { return }
        parkedViews[ObjectIdentifier(view)] = view
    }

    /// A parked view will not come back: the page may delete its node.
    func release(_ view: UIView) {
        guard parkedViews.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        if !isInTree(view) { removedViews.append(view) }
    }

    /// A view the page still has came back into the tree: what changed while it was out is
    /// sent with the next commit.
    func reattach(_ view: UIView) {
        parkedViews[ObjectIdentifier(view)] = nil
        enqueueChanges(in: view)
    }

    private func enqueueChanges(in view: UIView) {
        if !view.renderDirty.isEmpty || view.renderChildrenChanged, !view.renderQueued {
            view.renderQueued = true
            dirtyViews.append(view)
        }
        for subview in view.storedSubviews { enqueueChanges(in: subview) }
    }

    func enqueue(_ layer: CALayer) {
        if dirtyLayers.isEmpty { scene?.noteChange() }
        dirtyLayers.append(layer)
    }

    func noteRemoved(_ layer: CALayer) {
        removedLayers.append(layer)
    }

    /// The page moves `view` to what the next patch gives it over time, as `kind` says. Only a
    /// node the page has, or gets in that patch, is animated.
    func animate(_ view: UIView, _ kind: RenderAnimation.Kind, style: RenderAnimation.Style = .fade, duration: Double) {
        guard animations[view.renderID] == nil else { return }
        animations[view.renderID] = RenderAnimation(id: view.renderID, kind: kind, style: style, duration: duration)
        if dirtyViews.isEmpty { scene?.noteChange() }
    }

    /// The page animates `view`'s properties from the values given to those of the next patch.
    func animateProperties(of view: UIView, from values: [(key: RenderKey, value: RenderValue?)],
                           timing: ViewAnimationTiming, fromCurrentState: Bool) {
        var animation = RenderAnimation(id: view.renderID, kind: .properties, duration: timing.duration, curve: timing.curve)
        animation.from = values.map { RenderProperty($0.key, $0.value ?? .null) }
        animation.delay = timing.delay
        animation.repeats = timing.repeats
        animation.autoreverses = timing.autoreverses
        animation.fromCurrentState = fromCurrentState
        scene?.noteChange()
        propertyAnimations.append(animation)
    }

    /// The page holds, seeks or plays on what a node plays (`seek`, `play`), or plays a
    /// keyframe, layer or transition animation, with the next patch.
    func control(_ animation: RenderAnimation) {
        scene?.noteChange()
        propertyAnimations.append(animation)
    }

    /// The page stops the layer animation of `key` on the node of `id` with the next patch.
    func cancelLayerAnimation(of id: Int, key: String) {
        propertyAnimations.removeAll { $0.id == id && $0.key == key }
        scene?.noteChange()
        var cancel = RenderAnimation(id: id, kind: .cancel, duration: 0)
        cancel.key = key
        propertyAnimations.append(cancel)
    }

    /// The page stops animating `view` with the next patch.
    func cancelAnimations(of view: UIView) {
        propertyAnimations.removeAll { $0.id == view.renderID && $0.key == nil && $0.kind != .transition }
        scene?.noteChange()
        propertyAnimations.append(RenderAnimation(id: view.renderID, kind: .cancel, duration: 0))
    }

    /// The page plays `pattern` with the next patch (the last feedback of a turn wins).
    func vibrate(_ pattern: [Int]) {
        if !hasChanges { scene?.noteChange() }
        vibration = pattern
    }

    func enqueueLayout(of layer: CALayer) {
        layersNeedingLayout.append(layer)
    }

    /// Keeps the value the client has for a property that is about to change.
    func recordClientValue(_ value: RenderValue?, of key: RenderKey, for view: UIView) {
        recordClientValue(value, of: key, for: view.renderID)
    }

    func recordClientValue(_ value: RenderValue?, of key: RenderKey, for nodeID: Int) {
        clientValues[nodeID, default: []].append((key, value))
    }

    func enqueueDisplay(of view: UIView) {
        if viewsNeedingDisplay.isEmpty { scene?.noteChange() }
        viewsNeedingDisplay.append(view)
    }

    /// Runs `draw(_:)` for the views marked with `setNeedsDisplay()` that are in the scene.
    func displayPendingViews() {
        guard !viewsNeedingDisplay.isEmpty else { return }
        let pending = viewsNeedingDisplay
        viewsNeedingDisplay.removeAll()
        for view in pending where isInTree(view) {
            view.displayIfNeeded()
            // A drawn control's overridden accessibility value changes with what it draws.
            if view.isAccessibilityElement { view.noteAccessibilityChange() }
        }
    }

    /// Lays out and displays the layers of their own that asked to be, as Core Animation does
    /// before it draws; returns whether there were any. Layout may ask again (a new size), so
    /// it goes round until none is left, at most a few times.
    func layOutPendingLayers() -> Bool {
        guard !layersNeedingLayout.isEmpty else { return false }
        for _ in 0..<8 where !layersNeedingLayout.isEmpty {
            let pending = layersNeedingLayout
            layersNeedingLayout.removeAll()
            for layer in pending where layer.hostRenderer === self {
                layer.layoutIfNeeded()
                layer.displayIfNeeded()
            }
        }
        return true
    }

    /// Collects the changes since the last commit into one patch, or `nil` when nothing changed.
    func commit() -> RenderPatch? {
        let themeChanged = theme != sentTheme
        guard hasChanges || themeChanged else { return nil }
        let nextRevision = revision + 1
        var operations: [RenderOperation] = []
        appendRemovals(to: &operations)
        for view in dirtyViews { forgetTabStops(from: view) }
        if tabOrderChanged || dirtyViews.contains(where: { $0.renderChildrenChanged }) || windowsChanged { updateTabOrder() }
        appendStructure(to: &operations, revision: nextRevision)
        appendPropertyChanges(to: &operations, revision: nextRevision)
        if themeChanged, let theme {
            operations.append(.set(id: Self.sceneNodeID, properties: [RenderProperty(.theme, .theme(theme))]))
        }
        sentTheme = theme
        clearDirtyViews()
        let played = animations.values.sorted { $0.id < $1.id } + propertyAnimations
        animations.removeAll()
        propertyAnimations.removeAll()
        let felt = vibration
        vibration = nil
        let notices = scene?.takeAccessibilityNotices() ?? []
        hasNotices = false
        guard !operations.isEmpty || felt != nil || !played.isEmpty || !notices.isEmpty else { return nil }
        revision = nextRevision
        var patch = RenderPatch(revision: revision, operations: operations, animations: played, vibration: felt)
        patch.notices = notices
        return patch
    }

    /// Ends a turn no page will see (no page is attached), as a commit to no one: new subtrees
    /// are marked as seen and removed ones forgotten, so that later turns track changes as they
    /// would with a page, but nothing is built for a patch (no properties, no accessibility, no
    /// tab order), and what the renderer kept of a page it had is dropped. The next page gets a
    /// snapshot, as every page does when it attaches. The revision moves when the tree changed
    /// (a changed property counts even if it changed back within the turn, which a commit would
    /// find the same).
    func discardChanges() {
        let nextRevision = revision + 1
        var changed = hasNotices || vibration != nil || !propertyAnimations.isEmpty || !animations.isEmpty || theme != sentTheme
        for view in removedViews where !isInTree(view) && view.renderClient === self && parkedViews[ObjectIdentifier(view)] == nil {
            forgetSubtree(view)
            changed = true
        }
        removedViews.removeAll()
        for layer in removedLayers where !isInTree(layer) && layer.model?.renderClient === self {
            forgetSubtree(layer)
            changed = true
        }
        removedLayers.removeAll()
        if windowsChanged, let windows = scene?.windows {
            for window in windows where window.renderClient !== self { markSeen(window, revision: nextRevision) }
            windowsChanged = false
            changed = true
        }
        for view in dirtyViews where isSent(view, before: nextRevision) {
            if view.renderChildrenChanged {
                markChildrenSeen(of: view, revision: nextRevision)
                changed = true
            } else if !view.renderDirty.isEmpty {
                changed = true
            }
        }
        for layer in dirtyLayers where isSent(layer, before: nextRevision) {
            guard let model = layer.model else { continue }
            if model.renderChildrenChanged {
                markChildrenSeen(layer.storedSublayers ?? [], revision: nextRevision)
                changed = true
            } else if !model.renderDirty.isEmpty {
                changed = true
            }
        }
        dropTurnOutput()
        sentTheme = theme
        sentAccessibility = [:]
        tabStopsByContainer = [:]
        sentTabOrder = [:]
        tabOrderMoves = [:]
        tabOrderChanged = true
        if changed { revision = nextRevision }
    }

    /// Marks a new subtree as seen, as its creation in a patch would (`appendCreation`).
    private func markSeen(_ view: UIView, revision: Int) {
        view.displayIfNeeded(quietly: true)
        markSent(view, revision: revision)
        if let sublayers = view.storedLayer?.storedSublayers {
            markChildrenSeen(sublayers, revision: revision, onlyUnsent: false)
        } else {
            for subview in view.storedSubviews { markSeen(subview, revision: revision) }
        }
    }

    /// Marks the children of a view that no page has as seen (`appendChildren`).
    private func markChildrenSeen(of view: UIView, revision: Int) {
        if let sublayers = view.storedLayer?.storedSublayers {
            return markChildrenSeen(sublayers, revision: revision)
        }
        for subview in view.storedSubviews where subview.renderClient !== self { markSeen(subview, revision: revision) }
    }

    private func markChildrenSeen(_ sublayers: [CALayer], revision: Int, onlyUnsent: Bool = true) {
        for sublayer in sublayers {
            if let view = sublayer.view {
                if !onlyUnsent || view.renderClient !== self { markSeen(view, revision: revision) }
            } else if !onlyUnsent || sublayer.model?.renderClient !== self {
                markSeen(sublayer, revision: revision)
            }
        }
    }

    private func markSeen(_ layer: CALayer, revision: Int) {
        settlePendingWork(of: layer)
        markSent(layer, revision: revision)
        markChildrenSeen(layer.storedSublayers ?? [], revision: revision, onlyUnsent: false)
    }

    /// The whole tree, for a client that (re)connects; afterwards, patches are relative to it.
    func snapshot() -> RenderSnapshot {
        if hasChanges { revision += 1 }
        forgetPage()
        updateTabOrder()
        // The snapshot carries every element's place in the tab order.
        tabOrderMoves.removeAll()
        sentTheme = theme
        var windows: [RenderNode] = []
        for window in scene?.windows ?? [] { windows.append(snapshotNode(window)) }
        let root = RenderNode(id: Self.sceneNodeID, kind: .scene,
                              properties: theme.map { [RenderProperty(.theme, .theme($0))] } ?? [],
                              children: windows)
        return RenderSnapshot(revision: revision, root: root)
    }

    // MARK: Commit steps

    private func appendRemovals(to operations: inout [RenderOperation]) {
        for view in removedViews where !isInTree(view) && view.renderClient === self && parkedViews[ObjectIdentifier(view)] == nil {
            operations.append(.remove(id: view.renderID))
            forgetSubtree(view)
        }
        removedViews.removeAll()
        for layer in removedLayers where !isInTree(layer) && layer.model?.renderClient === self {
            operations.append(.remove(id: layer.renderNodeID))
            forgetSubtree(layer)
        }
        removedLayers.removeAll()
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
            appendChildren(of: view, to: &operations, revision: revision, onlyUnsent: true)
        }
        for layer in dirtyLayers where layer.model?.renderChildrenChanged == true && isSent(layer, before: revision) {
            appendChildren(of: layer, to: &operations, revision: revision, onlyUnsent: true)
        }
    }

    private func appendPropertyChanges(to operations: inout [RenderOperation], revision: Int) {
        // Each changed view's own properties, and its accessibility compared with the page's (and
        // that of the element it is a part of: a switch's thumb, a field's text).
        var visited = Set<Int>()
        var touched: [UIView] = []
        var changed: [Int: [RenderProperty]] = [:]
        var focusMayHaveMoved = false
        for view in dirtyViews where isSent(view, before: revision) && visited.insert(view.renderID).inserted {
            let known = clientValues[view.renderID] ?? []
            changed[view.renderID] = view.renderDirty.subtracting(.accessibility).keys.compactMap { key -> RenderProperty? in
                let value = view.renderValue(for: key)
                if let client = known.first(where: { $0.key == key }), client.value == value { return nil }
                return RenderProperty(key, value ?? .null)
            }
            touched.append(view)
            if view.renderDirty.contains(RenderKeySet(.hidden)) || isFocusabilityChanged(of: view) { focusMayHaveMoved = true }
            if !view.isAccessibilityElement, let element = view.enclosingAccessibilityElement,
               isSent(element, before: revision), visited.insert(element.renderID).inserted {
                touched.append(element)
                if isFocusabilityChanged(of: element) { focusMayHaveMoved = true }
            }
        }
        if focusMayHaveMoved { updateTabOrder() }
        for (id, view) in tabOrderMoves where isSent(view, before: revision) && visited.insert(id).inserted {
            touched.append(view)
        }
        tabOrderMoves.removeAll()
        for view in touched {
            let properties = (changed[view.renderID] ?? []) + accessibilityChanges(of: view)
            if !properties.isEmpty { operations.append(.set(id: view.renderID, properties: properties)) }
        }
        for layer in dirtyLayers {
            guard let model = layer.model, !model.renderDirty.isEmpty, isSent(layer, before: revision) else { continue }
            let known = clientValues[model.renderID] ?? []
            let properties = model.renderDirty.keys.compactMap { key -> RenderProperty? in
                let value = layer.renderValue(for: key)
                if let client = known.first(where: { $0.key == key }), client.value == value { return nil }
                return RenderProperty(key, value ?? .null)
            }
            if !properties.isEmpty { operations.append(.set(id: model.renderID, properties: properties)) }
        }
    }

    /// Creates the view and its subtree, parents before children, each parent followed by the
    /// move that places its children.
    private func appendCreation(of view: UIView, to operations: inout [RenderOperation], revision: Int) {
        view.displayIfNeeded(quietly: true)
        markSent(view, revision: revision)
        operations.append(.create(id: view.renderID, kind: view.renderKind, properties: view.renderProperties() + sentAccessibilityProperties(of: view)))
        appendChildren(of: view, to: &operations, revision: revision, onlyUnsent: false)
    }

    /// Creates the view's children that the client does not have (all of them, for a new
    /// view), then places them all: its subviews, and its layers of their own among them.
    private func appendChildren(of view: UIView, to operations: inout [RenderOperation], revision: Int, onlyUnsent: Bool) {
        if let sublayers = view.storedLayer?.storedSublayers {
            return appendChildren(sublayers, of: view.renderID, to: &operations, revision: revision, onlyUnsent: onlyUnsent)
        }
        guard !view.storedSubviews.isEmpty || onlyUnsent else { return }
        for subview in view.storedSubviews where !onlyUnsent || subview.renderClient !== self {
            appendCreation(of: subview, to: &operations, revision: revision)
        }
        operations.append(.move(parent: view.renderID, children: view.storedSubviews.map(\.renderID)))
    }

    private func appendChildren(of layer: CALayer, to operations: inout [RenderOperation], revision: Int, onlyUnsent: Bool) {
        appendChildren(layer.storedSublayers ?? [], of: layer.renderNodeID, to: &operations, revision: revision,
                       onlyUnsent: onlyUnsent)
    }

    private func appendChildren(_ sublayers: [CALayer], of parentID: Int, to operations: inout [RenderOperation],
                                revision: Int, onlyUnsent: Bool) {
        guard !sublayers.isEmpty || onlyUnsent else { return }
        for sublayer in sublayers {
            if let view = sublayer.view {
                if !onlyUnsent || view.renderClient !== self { appendCreation(of: view, to: &operations, revision: revision) }
            } else if !onlyUnsent || sublayer.model?.renderClient !== self {
                appendCreation(of: sublayer, to: &operations, revision: revision)
            }
        }
        operations.append(.move(parent: parentID, children: sublayers.map(\.renderNodeID)))
    }

    private func appendCreation(of layer: CALayer, to operations: inout [RenderOperation], revision: Int) {
        settlePendingWork(of: layer)
        markSent(layer, revision: revision)
        operations.append(.create(id: layer.renderNodeID, kind: .layer, properties: layer.renderProperties()))
        appendChildren(of: layer, to: &operations, revision: revision, onlyUnsent: false)
    }

    // The snapshot walks the whole tree: loops rather than `map(snapshotNode)`, whose
    // main-actor thunk checks the executor at every node.
    private func snapshotNode(_ view: UIView) -> RenderNode {
        view.displayIfNeeded(quietly: true)
        markSent(view, revision: revision)
        var children: [RenderNode] = []
        if let sublayers = view.storedLayer?.storedSublayers {
            children.reserveCapacity(sublayers.count)
            for sublayer in sublayers { children.append(snapshotNode(sublayer)) }
        } else {
            children.reserveCapacity(view.storedSubviews.count)
            for subview in view.storedSubviews { children.append(snapshotNode(subview)) }
        }
        var properties = view.renderProperties()
        properties += sentAccessibilityProperties(of: view)
        return RenderNode(id: view.renderID, kind: view.renderKind, properties: properties, children: children)
    }

    private func snapshotNode(_ layer: CALayer) -> RenderNode {
        if let view = layer.view { return snapshotNode(view) }
        settlePendingWork(of: layer)
        markSent(layer, revision: revision)
        var children: [RenderNode] = []
        for sublayer in layer.storedSublayers ?? [] { children.append(snapshotNode(sublayer)) }
        return RenderNode(id: layer.renderNodeID, kind: .layer, properties: layer.renderProperties(), children: children)
    }

    // MARK: Bookkeeping

    private func markSent(_ view: UIView, revision: Int) {
        view.renderClient = self
        view.renderCreatedRevision = revision
        view.renderDirty = []
        view.renderChildrenChanged = false
    }

    /// A layer that asked for layout or display before it was in the scene (added to a view
    /// not yet in a window) gets it before the page first sees it.
    private func settlePendingWork(of layer: CALayer) {
        guard let model = layer.model, model.needsLayout || model.needsDisplay else { return }
        layer.layoutIfNeeded()
        layer.displayIfNeeded()
    }

    private func markSent(_ layer: CALayer, revision: Int) {
        guard let model = layer.model else { return }
        model.renderClient = self
        model.renderCreatedRevision = revision
        model.renderDirty = []
        model.renderChildrenChanged = false
    }

    private func isSent(_ layer: CALayer, before revision: Int) -> Bool {
        guard let model = layer.model else { return false }
        return model.renderClient === self && model.renderCreatedRevision != revision && isInTree(layer)
    }

    private func isInTree(_ layer: CALayer) -> Bool {
        layer.hostView.map(isInTree) ?? false
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
        sentAccessibility[view.renderID] = nil
        tabStopsByContainer[view.renderID] = nil
        for subview in view.storedSubviews { forgetSubtree(subview) }
        for layer in view.storedLayer?.storedSublayers ?? [] where layer.view == nil { forgetSubtree(layer) }
    }

    private func forgetSubtree(_ layer: CALayer) {
        guard let model = layer.model, model.renderClient === self else { return }
        model.renderClient = nil
        for sublayer in layer.storedSublayers ?? [] { forgetSubtree(sublayer) }
    }

    /// Drops the turn's changes and what the page was sent, for a snapshot or for no page.
    private func forgetPage() {
        for view in removedViews where !isInTree(view) && view.renderClient === self { forgetSubtree(view) }
        removedViews.removeAll()
        // A new page has none of the parked nodes: parked views are made anew when they return.
        for view in parkedViews.values { forgetSubtree(view) }
        parkedViews.removeAll()
        for layer in removedLayers where !isInTree(layer) { forgetSubtree(layer) }
        removedLayers.removeAll()
        windowsChanged = false
        dropTurnOutput()
        sentAccessibility.removeAll()
        tabStopsByContainer.removeAll()
    }

    /// Drops what the turn made for a patch: the changed views' marks, the animations, the
    /// vibration and the accessibility notices.
    private func dropTurnOutput() {
        clearDirtyViews()
        animations.removeAll()
        propertyAnimations.removeAll()
        vibration = nil
        hasNotices = false
        _ = scene?.takeAccessibilityNotices()
    }

    private func clearDirtyViews() {
        for view in dirtyViews {
            view.renderDirty = []
            view.renderChildrenChanged = false
            view.renderQueued = false
        }
        // A turn usually dirties a few views, and their array is kept for the next one; the
        // turn that made the scene dirtied all of them, and its capacity would stay for nothing.
        dirtyViews.removeAll(keepingCapacity: dirtyViews.capacity <= Self.keptDirtyCapacity)
        for layer in dirtyLayers {
            guard let model = layer.model else { continue }
            model.renderDirty = []
            model.renderChildrenChanged = false
            model.renderQueued = false
        }
        dirtyLayers.removeAll()
        clientValues.removeAll(keepingCapacity: true)
    }

    // MARK: Accessibility

    /// Views whose place in the tab order changed at this commit, by node id.
    private var tabOrderMoves: [Int: UIView] = [:]

    /// The view's accessibility properties as the page gets them with the node; remembered (as
    /// a digest), to send only what changes.
    private func sentAccessibilityProperties(of view: UIView) -> [RenderProperty] {
        let properties = currentAccessibilityProperties(of: view)
        sentAccessibility[view.renderID] = properties.isEmpty ? nil : AccessibilityDigest(properties)
        return properties
    }

    private func currentAccessibilityProperties(of view: UIView) -> [RenderProperty] {
        var properties = view.accessibilityRenderProperties()
        if let index = sentTabOrder[view.renderID]?.index { properties.append(RenderProperty(.tab, .number(Double(index)))) }
        // The elements drawn by the view carry their own places in the tab order.
        if let at = properties.firstIndex(where: { $0.key == .axElements }), case .accessibilityElements(var parts) = properties[at].value {
            for index in parts.indices { parts[index].tab = sentTabOrder[parts[index].id]?.index }
            properties[at] = RenderProperty(.axElements, .accessibilityElements(parts))
        }
        return properties
    }

    /// The accessibility properties that differ from the page's: changed ones, and `null` for
    /// those that went back to their default.
    private func accessibilityChanges(of view: UIView) -> [RenderProperty] {
        let old = sentAccessibility[view.renderID] ?? AccessibilityDigest([])
        let properties = currentAccessibilityProperties(of: view)
        let new = AccessibilityDigest(properties)
        guard old != new else { return [] }
        sentAccessibility[view.renderID] = properties.isEmpty ? nil : new
        return AccessibilityDigest.keys.indices.compactMap { index -> RenderProperty? in
            guard old.hash(at: index) != new.hash(at: index) else { return nil }
            let key = AccessibilityDigest.keys[index]
            return properties.first { $0.key == key } ?? RenderProperty(key, .null)
        }
    }

    /// Whether the view became focusable or stopped being so since the page last heard.
    private func isFocusabilityChanged(of view: UIView) -> Bool {
        let wasFocusable = sentAccessibility[view.renderID]?.isFocusable ?? false
        return wasFocusable != (view.isAccessibilityElement && view.canBecomeFocused)
    }

    /// Numbers the focusable elements in reading order (the page's `tabindex`), and notes the
    /// views whose number changed: an element's own, or its container's for an element that is
    /// not a view.
    private func updateTabOrder() {
        tabOrderChanged = false
        var order: [TabStop] = []
        for window in scene?.windows ?? [] { order += tabStops(in: window) }
        var next: [Int: NumberedTabStop] = [:]
        next.reserveCapacity(order.count)
        for (offset, stop) in order.enumerated() {
            let numbered = NumberedTabStop(node: stop.node, index: offset + 1)
            next[stop.id] = numbered
            if sentTabOrder[stop.id]?.index != numbered.index { tabOrderMoves[stop.node.renderID] = stop.node }
        }
        // Elements that left the order but not the tree (behind a modal view) lose their number.
        for (id, stop) in sentTabOrder where next[id] == nil && isInTree(stop.node) {
            tabOrderMoves[stop.node.renderID] = stop.node
        }
        sentTabOrder = next
    }

    /// The focusable elements of the view's subtree in reading order: the view itself when it
    /// is an element, else those of its `accessibilityElements` or of its subviews (only the
    /// modal view's, when one is shown). A container's stops are kept until something in it
    /// changes.
    private func tabStops(in view: UIView) -> [TabStop] {
        guard view.isAccessibilityVisible, !view.accessibilityElementsHidden else { return [] }
        if view.isAccessibilityElement {
            return view.canBecomeFocused ? [TabStop(id: view.renderID, node: view)] : []
        }
        if let known = tabStopsByContainer[view.renderID] { return known }
        var parts: [[TabStop]] = []
        if let elements = view.accessibilityElements {
            for element in elements {
                if let child = element as? UIView {
                    parts.append(tabStops(in: child))
                } else if let part = element as? UIAccessibilityElement, part.isKeyboardFocusable {
                    parts.append([TabStop(id: part.renderID, node: view)])
                }
            }
        } else {
            let children = view.accessibilityChildViews
            guard !children.isEmpty else { return [] }
            if let modal = children.last(where: { $0.accessibilityViewIsModal && $0.isAccessibilityVisible }) {
                parts = [tabStops(in: modal)]
            } else {
                parts = children.map { tabStops(in: $0) }
            }
        }
        let stops = Self.joined(parts)
        tabStopsByContainer[view.renderID] = stops
        return stops
    }

    /// The subtrees' stops in one array. A screen nests its focusable views in several
    /// containers, each keeping its stops: a container with one subtree that has stops shares
    /// that subtree's array, and the others get an array of exactly their size, where
    /// appending grew it up to twice that.
    private static func joined(_ parts: [[TabStop]]) -> [TabStop] {
        var nonEmpty = parts.lazy.filter { !$0.isEmpty }.makeIterator()
        guard let first = nonEmpty.next() else { return [] }
        guard nonEmpty.next() != nil else { return first }
        var stops: [TabStop] = []
        stops.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { stops += part }
        return stops
    }

    /// Drops the kept tab stops of a changed view and of the containers above it. A container
    /// without kept stops has none kept above it either (its stops were made from its
    /// children's), so the walk up ends there.
    private func forgetTabStops(from view: UIView) {
        tabStopsByContainer[view.renderID] = nil
        var ancestor = view.storedSuperview
        while let current = ancestor, tabStopsByContainer.removeValue(forKey: current.renderID) != nil {
            ancestor = current.storedSuperview
        }
    }
}

/// A stop of the page's tab order: an element's node id and the view whose node carries its
/// number (the element itself, or the container of an element that is not a view).
struct TabStop {
    let id: Int
    let node: UIView
}

/// A stop as the page has it: the view whose node carries the number, and the number. The
/// stops kept for containers have no number, so they take two words rather than three.
struct NumberedTabStop {
    let node: UIView
    let index: Int
}
