import Foundation
@_spi(Host) @testable import UIKitCore
@testable import UIKitServer

/// One parser or input path the fuzzer feeds: each takes arbitrary bytes and must answer every
/// one with a value or an error, never a crash, a hang or unbounded memory.
enum FuzzTarget: String, CaseIterable {
    /// Raw bytes off the socket after the upgrade: wslay's framing (masking, fragments, control
    /// frames, permessage-deflate), then each text message decoded as a client message.
    case webSocketFrames = "websocket-frames"
    /// One WebSocket text message decoded into a typed `ClientMessage`.
    case clientMessage = "client-message"
    /// A REST request body for a route the first byte picks, checked as the API checks it.
    case restBody = "rest-body"
    /// A touch script (`touches`, `swipe`, `long-press` bodies) decoded, validated and delivered
    /// step by step to a live scene.
    case touchScript = "touch-script"
    /// A `text` message applied to a text field that is editing in a live scene.
    case textEdit = "text-edit"
}

/// The state the targets share: a scene with a text field being edited, as a page leaves it.
@MainActor
final class FuzzFixture {
    let store: SessionStore
    let session: Session
    let api: RESTAPI
    let field: UITextField
    let limits = JSONLimits(maxBytes: 64 << 10, maxDepth: 32)
    private var inputs = 0

    init() {
        UIApplication.shared.launch(delegateClass: FuzzAppDelegate.self)
        store = SessionStore(configuration: ServerConfiguration())
        session = store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))!
        api = RESTAPI(store: store)
        let window = UIWindow(windowScene: session.scene)
        let controller = UIViewController()
        field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.accessibilityIdentifier = "field"
        controller.view.addSubview(field)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        session.finishTurn()
    }

    func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
        UIWindowScene.turnScene = session.scene
        switch target {
        case .webSocketFrames: feedFrames(bytes)
        case .clientMessage: _ = try? ClientFrame.decode(String(decoding: bytes, as: UTF8.self), limits: limits)
        case .restBody: checkBody(bytes)
        case .touchScript: playTouches(bytes)
        case .textEdit: editText(bytes)
        }
        inputs += 1
        // Keep the scene as a page would leave it: editing, with no touch left down.
        if inputs % 256 == 0 { reset() }
    }

    /// The first byte picks permessage-deflate (bit 0) and how many bytes arrive at a time (the
    /// rest; 0: all at once). Between arrivals the context is freed when idle, as the engine does.
    private func feedFrames(_ bytes: [UInt8]) {
        let setup = bytes.first ?? 0
        let stream = FuzzStream(bytes.dropFirst(), chunk: Int(setup >> 1))
        guard let wslay = WslayContext(stream: stream, maximumMessageBytes: limits.maxBytes, compresses: setup & 1 == 1)
        else { return }
        wslay.onMessage = { [limits] message in
            if case .text(let text) = message { _ = try? ClientFrame.decode(text, limits: limits) }
        }
        // Bounded: a context that stopped reading leaves the stream where it is.
        for _ in 0...bytes.count {
            guard wslay.receive(), wslay.wantsRead, !stream.isAtEnd else { break }
            _ = wslay.send()
            wslay.releaseIfIdle()
        }
        _ = wslay.send()
    }

    private static let bodyRoutes = ["/api/v1/sessions", "/api/v1/sessions/s/actions/tap", "/api/v1/sessions/s/actions/touches",
                                     "/api/v1/sessions/s/actions/swipe", "/api/v1/sessions/s/actions/long-press",
                                     "/api/v1/sessions/s/actions/keys", "/api/v1/sessions/s/actions/type",
                                     "/api/v1/sessions/s/actions/scroll", "/api/v1/sessions/s/actions/status-bar-tap",
                                     "/api/v1/sessions/s/traits", "/api/v1/sessions/s/lifecycle"]

    private func checkBody(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let path = Self.bodyRoutes[Int(first) % Self.bodyRoutes.count]
        let request = HTTPRequest(method: "POST", path: path, headers: ["content-type": "application/json"],
                                  body: Array(bytes.dropFirst()))
        guard let checked = try? APIRequest(request, limits: limits) else { return }
        switch checked.route {
        case .touches, .swipe, .longPress: _ = try? api.touchScript(for: checked.route, in: session, body: checked.body)
        default: break
        }
    }

    private func playTouches(_ bytes: [UInt8]) {
        guard let first = bytes.first,
              let object = (try? JSONValue.parse(Array(bytes.dropFirst()), limits: limits))?.objectValue else { return }
        let route: APIRoute = [.touches(sessionID: session.id), .swipe(sessionID: session.id),
                               .longPress(sessionID: session.id)][Int(first) % 3]
        guard let script = try? api.touchScript(for: route, in: session, body: object) else { return }
        for step in script.steps {
            do {
                try session.scene.handleTouches(step.phase, step.touches, timestamp: ProcessInfo.processInfo.systemUptime + step.time)
            } catch {
                break
            }
            session.finishTurn()
        }
    }

    private func editText(_ bytes: [UInt8]) {
        guard let frame = try? ClientFrame.decode(String(decoding: bytes, as: UTF8.self), limits: limits),
              case .text(let edit) = frame.message else { return }
        try? session.scene.editText(node: field.renderID, sequence: edit.sequence, text: edit.text, base: edit.base,
                                    selection: edit.selection.map { ($0.start, $0.end) },
                                    marked: edit.marked.map { ($0.start, $0.end) })
        session.finishTurn()
    }

    private func reset() {
        session.scene.cancelAllTouches()
        field.text = ""
        if !field.isFirstResponder { field.becomeFirstResponder() }
        session.finishTurn()
    }
}

@MainActor
final class FuzzAppDelegate: UIResponder, UIApplicationDelegate {}

/// The fuzzer's bytes as a socket that has them all, then ends; what is written is dropped.
final class FuzzStream: ByteStream {
    private let input: [UInt8]
    private var offset = 0
    /// How many bytes arrive before the stream would block once, as a socket pauses; 0: all.
    private let chunk: Int
    private var sincePause = 0

    init(_ input: ArraySlice<UInt8>, chunk: Int = 0) {
        self.input = Array(input)
        self.chunk = chunk
    }

    var isAtEnd: Bool { offset >= input.count }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteTransfer {
        guard offset < input.count else { return .endOfStream }
        if chunk > 0, sincePause == chunk {
            sincePause = 0
            return .wouldBlock
        }
        var count = min(buffer.count, input.count - offset)
        if chunk > 0 { count = min(count, chunk - sincePause) }
        input[offset..<offset + count].withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        offset += count
        sincePause += count
        return .bytes(count)
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer {
        .bytes(bytes.count)
    }
}
