import Foundation
import Logging
@_spi(Host) import UIKitCore

/// Binds browser WebSockets to sessions: the `hello` that starts or resumes a session, then
/// every later message of that connection as a turn of its session.
@MainActor
final class WebSocketGateway {
    private let store: SessionStore
    private let logger: Logger
    private var bindings: [ObjectIdentifier: Session] = [:]
    /// Connections whose hello waits for a saved session read from the store, with the
    /// messages that came meanwhile, handled once it is bound.
    private var pending: [ObjectIdentifier: [ClientFrame]] = [:]

    init(store: SessionStore, logger: Logger) {
        self.store = store
        self.logger = logger
    }

    /// A decoded message, or the reason it could not be decoded, from `connection`.
    func receive(_ decoded: Result<ClientFrame, WireError>, from connection: WebSocketConnection) {
        let frame: ClientFrame
        switch decoded {
        case .success(let value):
            frame = value
        case .failure(let error):
            store.metrics.record(.malformedMessage)
            send(.error(detail: error.description), to: connection)
            if case .unsupportedProtocol = error { connection.close(code: .protocolError, reason: "unsupported protocol") }
            return
        }
        if pending[ObjectIdentifier(connection)] != nil {
            pending[ObjectIdentifier(connection)]?.append(frame)
            return
        }
        guard let session = bindings[ObjectIdentifier(connection)] else {
            start(frame.message, on: connection)
            return
        }
        guard session.admit() else {
            store.metrics.record(.rateLimited)
            send(.error(detail: "too many messages; this one was dropped", input: frame.input), to: connection)
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        guard session.handle(frame.message, input: frame.input, from: connection) else { return }
        store.metrics.recordTurn(.page, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// The connection closed: its session waits in the background for the browser to return.
    func closed(_ connection: WebSocketConnection) {
        pending[ObjectIdentifier(connection)] = nil
        guard let session = bindings.removeValue(forKey: ObjectIdentifier(connection)) else { return }
        session.detach(connection, grace: store.configuration.disconnectGrace) { [weak self] expired in
            self?.logger.info("Session expired", metadata: ["session": "\(expired.id)"])
            self?.store.unload(expired)
        }
    }

    private func start(_ message: ClientMessage, on connection: WebSocketConnection) {
        guard case .hello(let hello) = message else {
            send(.error(detail: "the first message must be hello"), to: connection)
            return
        }
        guard let id = hello.session, let secret = hello.secret else { return bind(nil, hello: hello, to: connection) }
        // The session may be saved in the store (after a restart, or by another instance).
        pending[ObjectIdentifier(connection)] = []
        store.resolve(id, secret: secret) { [self] _ in
            guard let held = pending.removeValue(forKey: ObjectIdentifier(connection)) else { return }
            bind(store.session(id: id, secret: secret), hello: hello, to: connection)
            for frame in held { receive(.success(frame), from: connection) }
        }
    }

    /// Binds the connection to the session it resumed, or to a new one.
    private func bind(_ resumed: Session?, hello: ClientMessage.Hello, to connection: WebSocketConnection) {
        guard let session = resumed ?? store.create(display: hello.display, locale: hello.locale) else {
            send(.error(detail: "the server is full; try again later"), to: connection)
            connection.close(code: WebSocketCloseCode(rawValue: 1013), reason: "server full")
            return
        }
        bindings[ObjectIdentifier(connection)] = session
        session.attach(connection)
        logger.debug("Browser attached", metadata: ["session": "\(session.id)", "resumed": "\(resumed != nil)"])
    }

    private func send(_ message: ServerMessage, to connection: WebSocketConnection) {
        connection.send(text: message.encoded())
    }
}
