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
        session.handle(frame.message, input: frame.input, from: connection)
        store.metrics.recordTurn(.page, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// The connection closed: its session waits in the background for the browser to return.
    func closed(_ connection: WebSocketConnection) {
        guard let session = bindings.removeValue(forKey: ObjectIdentifier(connection)) else { return }
        session.detach(connection, grace: store.configuration.disconnectGrace) { [weak self] expired in
            self?.logger.info("Session expired", metadata: ["session": "\(expired.id)"])
            self?.store.remove(expired)
        }
    }

    private func start(_ message: ClientMessage, on connection: WebSocketConnection) {
        guard case .hello(let hello) = message else {
            send(.error(detail: "the first message must be hello"), to: connection)
            return
        }
        let resumed = hello.session.flatMap { id in hello.secret.flatMap { store.session(id: id, secret: $0) } }
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
