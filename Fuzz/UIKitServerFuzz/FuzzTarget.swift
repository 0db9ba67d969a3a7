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

    private func feedFrames(_ bytes: [UInt8]) {
        let stream = FuzzStream(bytes.dropFirst())
        guard let wslay = WslayContext(stream: stream, maximumMessageBytes: limits.maxBytes, compresses: bytes.first.map { $0 & 1 == 1 } ?? false)
        else { return }
        wslay.onMessage = { [limits] message in
            if case .text(let text) = message { _ = try? ClientFrame.decode(text, limits: limits) }
        }
        _ = wslay.receive()
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

    init(_ input: ArraySlice<UInt8>) {
        self.input = Array(input)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteTransfer {
        guard offset < input.count else { return .endOfStream }
        let count = min(buffer.count, input.count - offset)
        input[offset..<offset + count].withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        offset += count
        return .bytes(count)
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer {
        .bytes(bytes.count)
    }
}
