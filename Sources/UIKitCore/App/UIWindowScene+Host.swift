import Foundation

extension UIWindowScene {
    /// The revision of the last commit.
    @_spi(Host) public var revision: Int { renderer.revision }

    /// Delivers one touch message: every listed touch is in `phase`, the scene's other touches
    /// are stationary. Touches begin where the hit test finds them and stay with that view.
    /// Invalid input throws before anything is delivered.
    @_spi(Host) public func handleTouches(_ phase: UITouch.Phase, _ inputs: [TouchInput],
                                          timestamp: TimeInterval) throws(TouchInputError) {
        if try pinchByAutomation(phase, inputs, timestamp: timestamp) { return }
        if try scrollByAutomation(phase, inputs, timestamp: timestamp) { return }
        try validate(phase, inputs)
        var changed: [UITouch] = []
        for input in inputs {
            let touch = phase == .began ? beginTouch(input, timestamp: timestamp) : activeTouches[input.pointerID]!
            touch.previousLocationInWindow = phase == .began ? input.location : touch.locationInWindow
            touch.locationInWindow = input.location
            touch.phase = phase
            touch.timestamp = timestamp
            changed.append(touch)
        }
        for touch in activeTouches.values where !changed.contains(where: { $0 === touch }) {
            touch.phase = .stationary
        }
        let event = UIEvent(type: .touches, timestamp: timestamp, touches: Set(activeTouches.values))
        UIApplication.shared.sendEvent(event)
        if phase == .ended || phase == .cancelled { finish(changed, inputs: inputs, timestamp: timestamp) }
    }

    /// A tap as a finger makes it: a touch that begins and ends at the point, in window points.
    @_spi(Host) public func tap(at point: CGPoint) {
        let input = TouchInput(pointerID: nextSyntheticPointerID(), location: point)
        let now = ProcessInfo.processInfo.systemUptime
        try? handleTouches(.began, [input], timestamp: now)
        try? handleTouches(.ended, [input], timestamp: now)
    }

    /// Cancels every touch in flight, as when the connection is lost or the page is hidden.
    @_spi(Host) public func cancelAllTouches() {
        let inputs = activeTouches.map { TouchInput(pointerID: $0.key, location: $0.value.locationInWindow) }
        guard !inputs.isEmpty else { return }
        try? handleTouches(.cancelled, inputs, timestamp: ProcessInfo.processInfo.systemUptime)
    }

    /// Ends the turn: the layout pass on whatever needs it, the work waiting for layout (such as
    /// `viewDidAppear(_:)`), and then, when `commit` is true, the commit of what changed.
    @_spi(Host) public func finishTurn(commit: Bool = true) -> RenderPatch? {
        finishedTurns &+= 1
        runLayoutPass()
        updateStatusBar()
        compactLayoutEngines()
        return commit ? renderer.commit() : nil
    }

    /// Ends a turn no page will see, as `finishTurn(commit:)` does but dropping what changed
    /// instead of building a patch of it: the revision moves when something changed, and a page
    /// that attaches later starts from `snapshot()`.
    @_spi(Host) public func finishTurnWithoutPage() {
        _ = finishTurn(commit: false)
        renderer.discardChanges()
    }

    /// The whole view tree for a client that (re)connects.
    @_spi(Host) public func snapshot() -> RenderSnapshot {
        runLayoutPass()
        updateStatusBar()
        return renderer.snapshot()
    }

    /// The view tree as automation sees it, one root per window, back to front.
    @_spi(Host) public func viewTree() -> [ViewTreeNode] {
        windows.map { $0.viewTreeNode() }
    }

    /// The first view, front window first and depth first, whose accessibility identifier matches.
    @_spi(Host) public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        for window in windows.reversed() {
            if let match = window.firstDescendant(where: { $0.accessibilityIdentifier == identifier }) { return match }
        }
        return nil
    }

    // MARK: Internals

    private func runLayoutPass() {
        runLayoutRounds()
        layoutLeftPending = windows.contains { $0.needsLayout || $0.descendantNeedsLayout }
    }

    private func runLayoutRounds() {
        // Work after layout (viewDidAppear) may change the tree again, and so may layout that
        // changes constraints; a few rounds settle it.
        for _ in 0..<4 {
            let before = beforeLayoutWork
            beforeLayoutWork.removeAll()
            for item in before { item() }
            updateConstraintsForLayoutPass()
            for window in windows where window.needsLayout || window.descendantNeedsLayout {
                window.layoutPendingSubtree()
            }
            _ = renderer.layOutPendingLayers()
            renderer.displayPendingViews()
            guard !afterLayoutWork.isEmpty || !beforeLayoutWork.isEmpty || !AnimationCompletions.isEmpty else {
                guard windows.contains(where: { $0.needsLayout || $0.descendantNeedsLayout }) else { return }
                continue
            }
            let work = afterLayoutWork
            afterLayoutWork.removeAll()
            for item in work { item() }
            AnimationCompletions.runPending()
        }
    }

    private func validate(_ phase: UITouch.Phase, _ inputs: [TouchInput]) throws(TouchInputError) {
        guard !inputs.isEmpty else { throw .noTouches }
        var seen = Set<Int>()
        for input in inputs {
            let known = activeTouches[input.pointerID] != nil
            if phase == .began, known || seen.contains(input.pointerID) { throw .alreadyBegan(pointerID: input.pointerID) }
            if phase != .began, !known { throw .notBegan(pointerID: input.pointerID) }
            seen.insert(input.pointerID)
        }
    }

    private func beginTouch(_ input: TouchInput, timestamp: TimeInterval) -> UITouch {
        let touch = UITouch()
        touch.tapCount = tapCount(at: input.location, timestamp: timestamp)
        if let (window, view) = hitTest(input.location) {
            touch.window = window
            touch.view = view
            touch.gestureRecognizers = view.gestureRecognizersForNewTouch()
        }
        activeTouches[input.pointerID] = touch
        return touch
    }

    /// Quick repeated taps near the same place count up, as a finger's do.
    private func tapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        guard let last = lastTouchEnd, timestamp - last.time <= 0.5,
              abs(location.x - last.location.x) <= 45, abs(location.y - last.location.y) <= 45 else { return 1 }
        return last.tapCount + 1
    }

    private func finish(_ touches: [UITouch], inputs: [TouchInput], timestamp: TimeInterval) {
        for (touch, input) in zip(touches, inputs) {
            activeTouches[input.pointerID] = nil
            if touch.phase == .ended {
                lastTouchEnd = (timestamp, touch.locationInWindow, touch.tapCount)
            }
        }
    }

    func hitTest(_ point: CGPoint) -> (UIWindow, UIView)? {
        for window in windows.reversed() where !window.isHidden {
            let local = window.convertFromRootSpace(point)
            if let view = window.hitTest(local, with: nil) { return (window, view) }
        }
        return nil
    }

    private func nextSyntheticPointerID() -> Int {
        var id = -1
        while activeTouches[id] != nil { id -= 1 }
        return id
    }
}

extension UIView {
    func firstDescendant(where matches: (UIView) -> Bool) -> UIView? {
        if matches(self) { return self }
        for subview in storedSubviews {
            if let match = subview.firstDescendant(where: matches) { return match }
        }
        return nil
    }
}

extension UIWindowScene {
    /// The browser's viewport changed (size, pixel ratio or colour scheme): root controllers hear
    /// `willTransition(to:with:)` when size classes change and `viewWillTransition(to:with:)` when the
    /// size changes, then the traits and the screen change, full-screen windows take the new
    /// size, the scene delegate hears `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`,
    /// and the coordinator's work runs after the turn's layout.
    @_spi(Host) public func updateDisplay(_ display: SceneDisplay) {
        let newSize = CGSize(width: display.width, height: display.height)
        let oldBounds = screen.bounds
        let newTraits = UITraitCollection.forDisplay(width: display.width, height: display.height,
                                                     scale: display.scale, style: display.style,
                                                     contentSizeCategory: display.contentSizeCategory)
        let sizeChanged = newSize != oldBounds.size
        let oldOrientation = interfaceOrientation
        let oldTraits = traitCollection
        guard sizeChanged || newTraits != traitCollection || display.scale != screen.scale
              || Self.interfaceOrientation(of: display) != oldOrientation else { return }
        let coordinator = SceneTransitionCoordinator()
        let roots = windows.compactMap(\.rootViewController)
        let sizeClassesChange = newTraits.horizontalSizeClass != traitCollection.horizontalSizeClass
            || newTraits.verticalSizeClass != traitCollection.verticalSizeClass
        if sizeClassesChange {
            for root in roots { root.willTransition(to: newTraits, with: coordinator) }
        }
        if sizeChanged {
            for root in roots { root.viewWillTransition(to: newSize, with: coordinator) }
        }
        let shownWindows = windows
        changeTraits(of: shownWindows) { apply(display) }
        for window in shownWindows where window.frame == oldBounds {
            window.frame = screen.bounds
        }
        (delegate as? any UIWindowSceneDelegate)?.windowScene(self, didUpdate: FixedCoordinateSpace(bounds: oldBounds),
                                                            interfaceOrientation: oldOrientation, traitCollection: oldTraits)
        afterLayout { coordinator.finish() }
    }
}
