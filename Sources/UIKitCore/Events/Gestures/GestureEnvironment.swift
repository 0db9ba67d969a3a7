import Foundation

/// The gesture recognizers of one scene at work: which recognizers receive each touch, which of
/// them may recognize (failure requirements, the delegates, the views, simultaneous recognition),
/// and what the views get meanwhile (`cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`).
///
/// One touch message goes: recognizers get the touches first; a recognizer that recognizes has
/// its touches cancelled in their views at once; actions are sent once every recognizer has seen
/// the event; then the views get what is not held back or withdrawn. At the end of the turn,
/// touches no longer held back are delivered, and finished recognizers are reset.
@MainActor
final class GestureEnvironment {
    var clock = SceneClock.runLoop()
    /// Called after a timer changed gesture state outside a touch message (see
    /// `UIWindowScene.onTimerTurn`).
    var onTimerTurn: (@MainActor () -> Void)?

    /// Recognizers that received touches since their last reset, in the order they got them.
    private(set) var active: [UIGestureRecognizer] = []
    private var records: [ObjectIdentifier: TouchRecord] = [:]
    private var queuedActions: [UIGestureRecognizer] = []
    private var lastEvent: UIEvent?
    private var turnDepth = 0

    // MARK: Touch messages

    /// Delivers the touches of one window's part of an event.
    func deliver(_ event: UIEvent, touches: [UITouch]) {
        lastEvent = event
        turn {
            for touch in touches where touch.phase == .began { admit(touch, event: event) }
            deliverToRecognizers(touches, event: event)
            sendQueuedActions()
            var deliveries = ViewDeliveries()
            for touch in touches { route(touch, into: &deliveries) }
            deliveries.send(with: event)
        }
    }

    /// Gives a new touch to the recognizers of its view and the view's ancestors that accept it.
    private func admit(_ touch: UITouch, event: UIEvent) {
        var receivers: [UIGestureRecognizer] = []
        for recognizer in touch.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.view != nil {
            guard recognizer.receivesTouches else { continue }
            guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
            recognizer.environment = self
            recognizer.trackedTouches.append(touch)
            recognizer.touchHistory.append(touch)
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
            receivers.append(recognizer)
        }
        touch.gestureRecognizers = receivers
        records[ObjectIdentifier(touch)] = TouchRecord(touch)
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        for recognizer in active {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard recognizer.receivesTouches else { break }
                let mine = touches.filter { touch in
                    touch.phase == phase && recognizer.trackedTouches.contains { $0 === touch }
                }
                guard !mine.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(Set(mine), with: event)
                case .moved: recognizer.touchesMoved(Set(mine), with: event)
                case .ended: recognizer.touchesEnded(Set(mine), with: event)
                case .cancelled: recognizer.touchesCancelled(Set(mine), with: event)
                case .stationary: break
                }
                recognizer.rememberCentroid()
            }
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
    }

    // MARK: State transitions

    /// Decides a transition a recognizer asked for.
    func recognizer(_ recognizer: UIGestureRecognizer, requests newState: UIGestureRecognizer.State) {
        // A recognizer set outside its touches still finishes and resets with the turn.
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        turn {
            switch recognizer.storedState {
            case .possible: requestFromPossible(recognizer, newState)
            case .began, .changed:
                // A continuous gesture in progress may change, end or be cancelled.
                guard newState == .changed || newState == .ended || newState == .cancelled else { return }
                recognizer.storedState = newState
                queuedActions.append(recognizer)
            case .ended, .cancelled, .failed:
                break
            }
        }
    }

    private func requestFromPossible(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        switch newState {
        case .began, .ended:
            if recognizer.awaitedState != nil {
                recognizer.awaitedState = newState
            } else {
                attemptRecognition(recognizer, as: newState)
            }
        case .changed:
            if recognizer.awaitedState != nil { recognizer.awaitedState = .began }
        case .failed, .cancelled:
            fail(recognizer)
        case .possible:
            break
        }
    }

    /// The recognizer leaves the possible state unless it must wait for another to fail, or the
    /// delegate, a view or a recognizer already recognizing stops it.
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        if isWaitingForFailure(recognizer) {
            recognizer.awaitedState = target
            return
        }
        recognizer.awaitedState = nil
        guard shouldBegin(recognizer), !isPrevented(recognizer) else {
            fail(recognizer)
            return
        }
        recognizer.storedState = target == .ended ? .ended : .began
        takeOverTouches(of: recognizer)
        queuedActions.append(recognizer)
        for other in active where other !== recognizer && other.isUndecided {
            if requiresFailure(other, of: recognizer) || excludes(recognizer, other) { fail(other) }
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.awaitedState = nil
        recognizer.storedState = .failed
        for waiting in active where waiting.isUndecided {
            guard let awaited = waiting.awaitedState, !isWaitingForFailure(waiting) else { continue }
            attemptRecognition(waiting, as: awaited)
        }
    }

    /// Takes a recognizer out of play, as disabling or removing it does: a gesture in progress
    /// is cancelled, an undecided one fails.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        turn {
            switch recognizer.storedState {
            case .possible: fail(recognizer)
            case .began, .changed:
                recognizer.storedState = .cancelled
                queuedActions.append(recognizer)
            case .ended, .cancelled, .failed: break
            }
        }
    }

    // MARK: Arbitration

    private func isWaitingForFailure(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && other.isUndecided && requiresFailure(recognizer, of: other)
        }
    }

    /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, the subclasses'
    /// class-wide requirements, or either delegate.
    private func requiresFailure(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.recognizer === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// The delegate, then every view from each touch's view up to the recognizer's view.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for view in recognizer.touchHistory.flatMap({ viewsAsked(from: $0.view, for: recognizer) }) {
            guard !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    private func viewsAsked(from touchView: UIView?, for recognizer: UIGestureRecognizer) -> [UIView] {
        var views: [UIView] = []
        var current = touchView
        while let view = current {
            views.append(view)
            if view === recognizer.view { return views }
            current = view.superview
        }
        return views + [recognizer.view].compactMap { $0 }
    }

    /// Whether a recognizer with a gesture in progress keeps `recognizer` from recognizing.
    private func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && (other.storedState == .began || other.storedState == .changed)
                && excludes(other, recognizer)
        }
    }

    /// Whether `winner` recognizing rules out `other`: they share a touch, neither delegate lets
    /// them recognize simultaneously, and the recognizers allow the prevention.
    private func excludes(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        guard winner.touchHistory.contains(where: { touch in other.touchHistory.contains { $0 === touch } }) else {
            return false
        }
        if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true { return false }
        if other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true { return false }
        return winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    // MARK: What the views get

    /// Routes the touch's current phase to its view, or holds it back, or drops it.
    private func route(_ touch: UITouch, into deliveries: inout ViewDeliveries) {
        guard touch.phase != .stationary else { return }
        guard let record = records[ObjectIdentifier(touch)] else {
            deliveries.add(touch, touch.phase)
            return
        }
        if touch.phase == .ended || touch.phase == .cancelled { record.isFinished = true }
        guard record.viewPhase != .done else { return }
        if touch.phase == .cancelled {
            let viewSawBegan = record.viewPhase == .began
            record.held.removeAll()
            record.viewPhase = .done
            if viewSawBegan { deliveries.add(touch, .cancelled) }
            return
        }
        record.held.append(touch.phase)
        release(record, into: &deliveries)
    }

    /// Delivers the touch's held phases, in order, that no undecided recognizer holds back.
    private func release(_ record: TouchRecord, into deliveries: inout ViewDeliveries) {
        while let phase = record.held.first, !isHeldBack(record.touch, phase) {
            record.held.removeFirst()
            record.viewPhase = phase == .ended ? .done : .began
            deliveries.add(record.touch, phase)
        }
    }

    private func isHeldBack(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        active.contains { recognizer in
            guard recognizer.isUndecided, recognizer.touchHistory.contains(where: { $0 === touch }) else { return false }
            return phase == .ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan
        }
    }

    /// A recognizer recognized: its touches are cancelled in their views (or, with
    /// `cancelsTouchesInView` off, only the began phases it delayed are discarded).
    private func takeOverTouches(of recognizer: UIGestureRecognizer) {
        var deliveries = ViewDeliveries()
        for touch in recognizer.touchHistory {
            guard let record = records[ObjectIdentifier(touch)], record.viewPhase != .done else { continue }
            if recognizer.cancelsTouchesInView {
                if record.viewPhase == .began { deliveries.add(touch, .cancelled) }
                record.held.removeAll()
                record.viewPhase = .done
            } else if record.viewPhase == .none, recognizer.delaysTouchesBegan, !record.held.isEmpty {
                record.held.removeAll()
                record.viewPhase = .done
            }
        }
        deliveries.send(with: lastEvent ?? UIEvent(type: .touches))
    }

    // MARK: Turns and timers

    func schedule(after delay: TimeInterval, for recognizer: UIGestureRecognizer,
                  _ work: @escaping @MainActor () -> Void) -> SceneClock.Token {
        clock.schedule(after: delay) { [weak self, weak recognizer] in
            guard let self, recognizer != nil else { return }
            self.turn(work)
            if self.turnDepth == 0 { self.onTimerTurn?() }
        }
    }

    /// Runs `work`; the outermost turn then settles: actions, undecided recognizers that can no
    /// longer recognize, touches no longer held back, resets.
    private func turn(_ work: () -> Void) {
        turnDepth += 1
        work()
        turnDepth -= 1
        guard turnDepth == 0 else { return }
        turnDepth += 1
        settle()
        turnDepth -= 1
    }

    private func settle() {
        repeat {
            sendQueuedActions()
            failIdleRecognizers()
            if queuedActions.isEmpty { releaseHeldTouches() }
        } while !queuedActions.isEmpty
        resetFinishedRecognizers()
        records = records.filter { !$0.value.isFinished || !$0.value.held.isEmpty }
        // The last event holds its touches, and they their views: let go once nothing is tracked.
        if records.isEmpty && active.isEmpty { lastEvent = nil }
    }

    private func releaseHeldTouches() {
        var deliveries = ViewDeliveries()
        for record in records.values.sorted(by: { $0.order < $1.order }) where !record.held.isEmpty {
            release(record, into: &deliveries)
        }
        deliveries.send(with: lastEvent ?? UIEvent(type: .touches))
    }

    private func sendQueuedActions() {
        while !queuedActions.isEmpty {
            queuedActions.removeFirst().sendActions()
        }
    }

    /// An undecided recognizer with no touches, nothing scheduled and nothing to wait for can
    /// never recognize: it fails.
    private func failIdleRecognizers() {
        for recognizer in active where recognizer.isUndecided && recognizer.awaitedState == nil {
            if recognizer.trackedTouches.isEmpty && recognizer.scheduledWork.isEmpty { fail(recognizer) }
        }
    }

    private func resetFinishedRecognizers() {
        let finished = active.filter(\.isFinished)
        active.removeAll(where: \.isFinished)
        for recognizer in finished {
            recognizer.cancelScheduledWork()
            for touch in recognizer.touchHistory { touch.gestureRecognizers?.removeAll { $0 === recognizer } }
            recognizer.trackedTouches.removeAll()
            recognizer.touchHistory.removeAll()
            recognizer.awaitedState = nil
            // `reset()` still sees the state the gesture finished in.
            recognizer.reset()
            recognizer.storedState = .possible
        }
    }
}

/// What the environment knows of one touch on the view side.
@MainActor
final class TouchRecord {
    enum ViewPhase {
        /// The view has not seen the touch yet.
        case none
        /// The view got `touchesBegan` and may get more.
        case began
        /// The view got the touch's last phase, or the touch was withdrawn from it.
        case done
    }

    private static var lastOrder = 0

    let touch: UITouch
    let order: Int
    var held: [UITouch.Phase] = []
    var viewPhase = ViewPhase.none
    var isFinished = false

    init(_ touch: UITouch) {
        self.touch = touch
        TouchRecord.lastOrder += 1
        order = TouchRecord.lastOrder
    }
}
