import Dispatch
import Synchronization

/// The server's list of suspended requests and open WebSockets, so that `stop()` can answer
/// and close them before it stops the daemon (MHD aborts if a request is still suspended).
final class ConnectionRegistry: Sendable {
    private struct State {
        var stopping = false
        var suspended: [ObjectIdentifier: RequestContext] = [:]
        var webSockets: [ObjectIdentifier: WebSocketEngine] = [:]
    }

    private let state = Mutex(State())
    /// Whether MHD upgrade handles may still be used; its own lock, held across `MHD_upgrade_action`.
    private let daemonRunning = Mutex(true)
    /// Entered for each WebSocket while it is open.
    private let openWebSockets = DispatchGroup()

    /// Records a request about to be suspended; false once the server is stopping.
    func trackSuspended(_ context: RequestContext) -> Bool {
        state.withLock { state in
            guard !state.stopping else { return false }
            state.suspended[ObjectIdentifier(context)] = context
            return true
        }
    }

    func untrackSuspended(_ context: RequestContext) {
        _ = state.withLock { $0.suspended.removeValue(forKey: ObjectIdentifier(context)) }
    }

    /// Records an open WebSocket; false once the server is stopping.
    func trackWebSocket(_ engine: WebSocketEngine) -> Bool {
        state.withLock { state in
            guard !state.stopping else { return false }
            state.webSockets[ObjectIdentifier(engine)] = engine
            openWebSockets.enter()
            return true
        }
    }

    func untrackWebSocket(_ engine: WebSocketEngine) {
        let removed = state.withLock { $0.webSockets.removeValue(forKey: ObjectIdentifier(engine)) }
        if removed != nil { openWebSockets.leave() }
    }

    /// Refuses new suspensions and WebSockets, and returns the ones in progress.
    func beginStopping() -> (suspended: [RequestContext], webSockets: [WebSocketEngine]) {
        state.withLock { state in
            state.stopping = true
            let suspended = Array(state.suspended.values)
            state.suspended = [:]
            return (suspended, Array(state.webSockets.values))
        }
    }

    /// Waits until every tracked WebSocket has closed; false on timeout.
    func waitForWebSocketsToClose(timeout: Duration) -> Bool {
        openWebSockets.wait(timeout: .now() + timeout.dispatchInterval) == .success
    }

    /// Closes an upgraded socket through MHD unless the daemon is already stopped
    /// (after `MHD_stop_daemon` the handle is gone and MHD closed the socket itself).
    func closeUpgraded(_ handle: MHDUpgradeHandle) -> Bool {
        daemonRunning.withLock { running in
            guard running else { return false }
            return MicroHTTPD.closeUpgraded(handle)
        }
    }

    /// Takes an upgraded socket from MHD (`MicroHTTPD.adoptUpgraded`) unless the daemon is
    /// already stopped; nil when it cannot.
    func adoptUpgraded(_ handle: MHDUpgradeHandle, descriptor: Int32) -> Int32? {
        daemonRunning.withLock { running in
            guard running else { return nil }
            return MicroHTTPD.adoptUpgraded(handle, descriptor: descriptor)
        }
    }

    /// The WebSockets open now.
    var webSocketCount: Int {
        state.withLock { $0.webSockets.count }
    }

    /// Marks the daemon as stopped; later `closeUpgraded` calls do nothing.
    func daemonWillStop() {
        daemonRunning.withLock { $0 = false }
    }
}
