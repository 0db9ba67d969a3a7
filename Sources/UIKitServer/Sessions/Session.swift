import Foundation
@_spi(Host) import UIKitCore

/// One browser (or REST) session: one scene of the app, and the client attached to it.
@MainActor
final class Session {
    let id: String
    /// The secret a page resumes the session with; a session restored from the store knows
    /// only its digest until a page presents it.
    private(set) var secret: String?
    /// The SHA-256 of the secret (`SecretDigest`), which the store keeps.
    let secretDigest: String
    /// The page's address, relative to the server, that shows this session in a browser: it
    /// carries the session's secret in its fragment (never sent to a server or a proxy), so
    /// only the client that made the session can hand it on. Nil for a session restored from
    /// the store, whose secret the server no longer knows.
    var pagePath: String? {
        secret.map { "/#session=\(id)&secret=\($0)" }
    }
    let scene: UIWindowScene
    /// When the session was first made, and when a turn last ran in it or a request read it.
    let created: Date
    private(set) var used = Date()

    /// Records a request that read the session without a turn (a REST `GET`): it counts as use.
    func noteUsed() {
        used = Date()
    }
    /// Whether a turn ran since the session was last saved, and whether it was saved since it
    /// entered the background (`SessionSaver`).
    var needsSave = true
    var savedInBackground = false
    /// Whether the session is in the saver's list of changed sessions (`SessionSaver`).
    var isWaitingForSave = false
    /// Whether the store removed the session (`SessionStore.remove`): its row is deleted, and
    /// nothing that happens to it afterwards (its page's socket closing, a last turn) saves it
    /// again.
    var isEnded = false

    /// Which of `slices` slices of the sessions this one is saved with (`SessionSaver`): fixed
    /// for the session, spread evenly by its random id.
    func saveSlice(of slices: Int) -> Int {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return Int(hash % UInt64(slices))
    }
    /// Runs at the end of every turn (the store saves scenes that entered the background).
    var onTurnEnded: (@MainActor (Session) -> Void)?
    private(set) var display: SceneDisplay
    private(set) var client: SessionClient?
    private var rateLimiter: RateLimiter
    private var expiry: Timer?
    /// The last input sequence number handled: a page that reconnects sends again only what
    /// came after it, and a number seen before is not handled twice.
    private(set) var lastInput = 0
    /// The sessions this one's scene opened (`requestSceneSessionActivation`), oldest first,
    /// and how many of them the page was told to open.
    private(set) var openedSessions: [(id: String, secret: String)] = []
    private var openedAnnounced = 0
    private var hasHadPage = false
    /// Whether a WebDriver session drives this one: it then stays live while that session
    /// lasts, never hibernated (`SessionStore.hibernateIdle`).
    var isDrivenByWebDriver = false

    /// How the session is used now, as `/metrics` counts sessions.
    enum State: String, CaseIterable, Sendable {
        /// A page is attached.
        case page
        /// No page was ever attached: driven by REST or WebDriver only.
        case rest
        /// Its page left; the scene waits in the background for it to come back.
        case background
    }

    var state: State {
        client != nil ? .page : hasHadPage ? .background : .rest
    }

    /// A session whose `secret` is known, or, restored from the store, only its digest.
    init(id: String, secret: String?, secretDigest: String? = nil, created: Date = Date(), scene: UIWindowScene,
         display: SceneDisplay, messagesPerSecond: Double) {
        self.id = id
        self.secret = secret
        self.secretDigest = secretDigest ?? SecretDigest.of(secret ?? "")
        self.created = created
        self.scene = scene
        self.display = display
        rateLimiter = RateLimiter(rate: messagesPerSecond, burst: messagesPerSecond * 2)
        scene.onTimerTurn = { [weak self] in self?.finishTurn() }
    }

    /// Whether the session may take one more message or action now.
    func admit() -> Bool {
        rateLimiter.allow()
    }

    /// Whether `presented` is the session's secret: compared in constant time with the secret,
    /// or with its digest for a restored session, which then knows it.
    func accepts(secret presented: String) -> Bool {
        if let secret { return SessionStore.constantTimeEqual(secret, presented) }
        guard SessionStore.constantTimeEqual(secretDigest, SecretDigest.of(presented)) else { return false }
        secret = presented
        return true
    }

    // MARK: The browser

    /// Attaches a browser: any earlier one is closed, the scene returns to the foreground, and
    /// the new client gets `welcome` and a full snapshot.
    func attach(_ connection: WebSocketConnection) {
        client?.close(code: .policyViolation, reason: "another page took over this session")
        expiry?.invalidate()
        expiry = nil
        let client = SessionClient(connection: connection)
        self.client = client
        hasHadPage = true
        scene.request(.active)
        client.send(.welcome(session: id, secret: secret ?? "", input: lastInput, locale: scene.locale))
        client.send(.snapshot(scene.snapshot(), viewport: display))
        announceOpenedSessions()
    }

    // MARK: Other scenes of the app

    /// Records a session this one's scene opened; the page hears of it at the end of the turn.
    func noteOpened(_ session: Session) {
        openedSessions.append((session.id, session.secret ?? ""))
    }

    /// Tells the attached page to open the sessions it has not heard of yet.
    private func announceOpenedSessions() {
        guard let client, openedAnnounced < openedSessions.count else { return }
        for opened in openedSessions[openedAnnounced...] {
            client.send(.openScene(session: opened.id, secret: opened.secret))
        }
        openedAnnounced = openedSessions.count
    }

    /// Tells the attached page that the app closed the scene.
    func announceClosing() {
        client?.send(.closeScene)
    }

    /// Detaches the browser if `connection` is still the attached one: touches in flight are
    /// cancelled, the scene goes to the background, and `onExpiry` runs if no browser comes
    /// back within `grace` seconds.
    func detach(_ connection: WebSocketConnection, grace: TimeInterval, onExpiry: @escaping @MainActor (Session) -> Void) {
        guard client?.connection === connection else { return }
        client = nil
        // An ended session's scene is disconnected: no background, no turn, no expiry.
        guard !isEnded else { return }
        scene.request(.background)
        finishTurn()
        expiry = Timer.scheduledTimer(withTimeInterval: grace, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.client == nil else { return }
                onExpiry(self)
            }
        }
    }

    func cancelExpiry() {
        expiry?.invalidate()
        expiry = nil
    }

    /// Handles one message from the attached browser as one turn; an input numbered `input`
    /// is handled once, however often the page sends it. Returns whether a turn ran: an `ack`
    /// runs none unless it reopens the send window.
    @discardableResult
    func handle(_ message: ClientMessage, input: Int? = nil, from connection: WebSocketConnection) -> Bool {
        guard let client, client.connection === connection else { return false }
        UIWindowScene.turnScene = scene
        if let input {
            guard input > lastInput else { return false }
            lastInput = input
        }
        let revision = scene.revision
        var refused = false
        func refuse(_ error: some CustomStringConvertible) {
            refused = true
            client.send(.error(detail: error.description, input: input))
        }
        switch message {
        case .hello:
            client.send(.error(detail: "hello was already received on this connection"))
        case .ack(let revision):
            let wasHeldBack = !client.canSend
            if !client.acknowledge(revision) {
                client.send(.error(detail: "revision \(revision) was never sent"))
            }
            // A page acknowledges every revision, so acks are half of what it sends; one changes
            // nothing in the scene, so it needs no layout, commit or save, unless it reopens the
            // send window: then the changes folded meanwhile go out.
            guard wasHeldBack, client.canSend else { return false }
        case .touch(let phase, let touches, _):
            do {
                try scene.handleTouches(phase, touches, timestamp: ProcessInfo.processInfo.systemUptime)
            } catch {
                refuse(error)
            }
        case .viewport(let display):
            updateDisplay(display)
        case .lifecycle(let request):
            scene.request(request)
        case .key(let key):
            do {
                try scene.handleKey(key, timestamp: ProcessInfo.processInfo.systemUptime)
            } catch {
                refuse(error)
            }
        case .text(let edit):
            do {
                try scene.editText(node: edit.node, sequence: edit.sequence, text: edit.text, base: edit.base,
                                   selection: edit.selection.map { ($0.start, $0.end) },
                                   marked: edit.marked.map { ($0.start, $0.end) })
            } catch {
                refuse(error)
            }
        case .returnKey(let node):
            do {
                try scene.pressReturn(node: node)
            } catch {
                refuse(error)
            }
        case .keyboard(let height):
            scene.updateKeyboard(height: height)
        case .scroll(let node, let offset, let phase):
            do {
                try scene.scroll(node: node, to: offset, phase: phase)
            } catch {
                refuse(error)
            }
        case .refresh(let node):
            do {
                try scene.pullToRefresh(node: node)
            } catch {
                refuse(error)
            }
        case .zoom(let node, let scale, let center, let phase):
            do {
                try scene.zoom(node: node, scale: scale, center: center, phase: phase)
            } catch {
                refuse(error)
            }
        case .statusBarTap(let x):
            scene.tapStatusBar(atX: x)
        case .accessibility(let node, let action):
            do {
                try scene.performAccessibilityAction(action, node: node)
            } catch {
                refuse(error)
            }
        case .screenReader(let running):
            scene.setVoiceOverRunning(running)
        }
        finishTurn()
        // An input whose turn committed nothing is still answered, so the page can let go of it.
        if let input, !refused, scene.revision == revision, client.canSend {
            client.send(.handled(input: input))
        }
        return true
    }

    /// Runs `work` once the scene is idle — its gesture timers (a tap waiting to see whether a
    /// second tap follows) have run and the animations running on its clock have finished, each
    /// turn committed — or once `limit` seconds have passed, so a REST action replies with the
    /// revision that includes what it set going. `work` gets how long it waited, in seconds.
    func whenIdle(limit: TimeInterval, _ work: @escaping @MainActor (TimeInterval) -> Void) {
        let start = ProcessInfo.processInfo.systemUptime
        func check() {
            let waited = ProcessInfo.processInfo.systemUptime - start
            guard scene.clock.isBusy, waited < limit else { return work(waited) }
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.idlePollInterval) {
                MainActor.assumeIsolated { check() }
            }
        }
        check()
    }

    /// How often `whenIdle` looks again: well under a frame, so a reply comes soon after the
    /// animation it waited for.
    static let idlePollInterval: TimeInterval = 0.005

    /// The scene takes the new size, scale and style (see `UIWindowScene.updateDisplay`).
    func updateDisplay(_ newDisplay: SceneDisplay) {
        display = newDisplay
        scene.updateDisplay(newDisplay)
    }

    /// Ends a turn: layout, and a commit when the client can take it (a client that stopped
    /// reading gets what changed folded into one patch when it reads again). With no client,
    /// what changed is dropped rather than built into a patch for no one (REST and WebDriver
    /// callers read the revision, which moves as a commit's would); a page that attaches later
    /// gets a snapshot.
    @discardableResult
    func finishTurn() -> Int {
        if let client {
            if let patch = scene.finishTurn(commit: client.canSend) {
                client.send(.patch(patch, input: lastInput))
            }
        } else {
            scene.finishTurnWithoutPage()
        }
        announceOpenedSessions()
        used = Date()
        needsSave = true
        onTurnEnded?(self)
        return scene.revision
    }
}
