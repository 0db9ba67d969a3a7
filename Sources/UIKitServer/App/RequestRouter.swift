import Dispatch
import Foundation
import Logging
@_spi(Host) import UIKitCore

/// Sends each HTTP request where it belongs, on the libmicrohttpd thread it arrived on:
/// static files and health checks are answered there; the WebSocket upgrade and the REST API
/// are decoded there and handed to the main actor as one turn each; readiness and metrics are
/// read on the main actor, which they so also show to be responsive.
struct RequestRouter: Sendable {
    let configuration: ServerConfiguration
    let files: StaticFiles
    let api: RESTAPI
    let gateway: WebSocketGateway
    let webDriver: WebDriverAPI
    let store: SessionStore
    let metrics: ServerMetrics
    private let origins: OriginPolicy

    @MainActor
    init(configuration: ServerConfiguration, files: StaticFiles, store: SessionStore, logger: Logger) {
        self.configuration = configuration
        self.files = files
        self.store = store
        metrics = store.metrics
        api = RESTAPI(store: store)
        gateway = WebSocketGateway(store: store, logger: logger)
        webDriver = WebDriverAPI(store: store)
        origins = OriginPolicy(allowed: configuration.allowedOrigins)
    }

    private var jsonLimits: JSONLimits {
        JSONLimits(maxBytes: configuration.maxMessageBytes, maxDepth: configuration.maxJSONDepth)
    }

    func handle(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if Self.readOnlyPaths.contains(request.path), request.method != "GET", request.method != "HEAD" {
            responder.respond(Self.secured(Problem(
                status: 405, detail: "\(request.path) allows GET, HEAD, not \(request.method)", headers: ["Allow": "GET, HEAD"]).response))
        } else if request.path == "/healthz" {
            responder.respond(Self.secured(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], text: "ok\n")))
        } else if request.path == "/readyz" {
            ready(responder)
        } else if request.path == "/metrics" {
            exposeMetrics(request, responder)
        } else if request.path == "/ws" {
            upgrade(request, responder)
        } else if request.path == APIRoute.prefix || request.path.hasPrefix(APIRoute.prefix + "/") {
            callAPI(request, responder)
        } else if request.path == WebDriverRequest.prefix || request.path.hasPrefix(WebDriverRequest.prefix + "/") {
            callWebDriver(request, responder)
        } else if request.method == "GET" || request.method == "HEAD", let file = files.response(for: request) {
            responder.respond(file)
        } else if request.method == "GET", let image = ImageStore.shared.response(for: request.path) {
            responder.respond(SecurityHeaders.adding(files.securityHeaders, to: image))
        } else if request.method == "GET", let icon = AppIconFiles.response(for: request.path) {
            responder.respond(SecurityHeaders.adding(files.securityHeaders, to: icon))
        } else {
            responder.respond(Self.secured(Problem.notFound("there is nothing at \(request.path)").response))
        }
    }

    /// 200 while the server takes new sessions; 503 when it holds its maximum.
    private func ready(_ responder: HTTPResponder) {
        let store = self.store
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard store.count < store.configuration.maxSessions else {
                    let detail = "the server holds its maximum of \(store.configuration.maxSessions) sessions"
                    return responder.respond(Self.secured(Problem(status: 503, detail: detail, headers: ["Retry-After": "5"]).response))
                }
                responder.respond(Self.secured(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], text: "ready\n")))
            }
        }
    }

    /// The endpoints that are only read: other methods get 405.
    private static let readOnlyPaths: Set<String> = ["/healthz", "/readyz", "/metrics"]

    /// The counters in Prometheus's text format; behind the API token when there is one.
    private func exposeMetrics(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if let problem = authorizationProblem(request) {
            return responder.respond(Self.secured(problem.response))
        }
        let store = self.store
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let sessions = store.all
                let text = store.metrics.exposition(sessions: sessions, saved: UIApplication.shared.openSessionCount - sessions.count,
                                                    traffic: SessionClient.traffic)
                responder.respond(Self.secured(HTTPResponse(status: 200, headers: ["Content-Type": PrometheusText.contentType,
                                                                                   "Cache-Control": "no-store"], text: text)))
            }
        }
    }

    private func callAPI(_ request: HTTPRequest, _ responder: HTTPResponder) {
        let apiRequest: APIRequest
        do throws(Problem) {
            if let problem = authorizationProblem(request) { throw problem }
            apiRequest = try APIRequest(request, limits: jsonLimits)
        } catch {
            let route = APIRoute(path: request.path)?.template ?? APIRoute.unmatchedTemplate
            metrics.recordRequestLater(route: route, method: request.method, status: error.status)
            responder.respond(Self.secured(error.response))
            return
        }
        let api = self.api, metrics = self.metrics
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let start = DispatchTime.now().uptimeNanoseconds
                api.handle(apiRequest) { response in
                    metrics.recordRequest(route: apiRequest.route.template, method: apiRequest.method, status: response.status)
                    responder.respond(Self.secured(response))
                }
                metrics.recordTurn(.rest, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
    }

    private func callWebDriver(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if authorizationProblem(request) != nil {
            responder.respond(WebDriverError(code: "unknown error", status: 401,
                                             message: "this server requires an API token: send Authorization: Bearer <token>").response)
            return
        }
        let command: WebDriverRequest
        do throws(WebDriverError) {
            command = try WebDriverRequest(request, limits: jsonLimits)
        } catch {
            responder.respond(error.response)
            return
        }
        let webDriver = self.webDriver, metrics = self.metrics
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let start = DispatchTime.now().uptimeNanoseconds
                webDriver.handle(command) { response in
                    metrics.recordRequest(route: command.routeTemplate, method: command.method, status: response.status)
                    responder.respond(Self.secured(response))
                }
                metrics.recordTurn(.webdriver, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
    }

    private func upgrade(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if let refusal = origins.refusal(origin: request.header("origin"), host: request.header("host")) {
            metrics.recordLater(.refusedUpgrade)
            responder.respond(Self.secured(refusal.response))
            return
        }
        let limits = jsonLimits
        let gateway = self.gateway
        let configuration = WebSocketConfiguration(maximumMessageBytes: self.configuration.maxMessageBytes)
        let upgraded = responder.upgradeToWebSocket(configuration: configuration) { connection in
            connection.onText { text in
                let decoded = Result { () throws(WireError) in try ClientFrame.decode(text, limits: limits) }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { gateway.receive(decoded, from: connection) }
                }
            }
            connection.onClose { _ in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { gateway.closed(connection) }
                }
            }
        }
        if !upgraded { metrics.recordLater(.refusedUpgrade) }
    }

    /// `response` with the header fields every answer carries (`SecurityHeaders.common`).
    private static func secured(_ response: HTTPResponse) -> HTTPResponse {
        SecurityHeaders.adding(SecurityHeaders.common, to: response)
    }

    /// With a token configured, every API request must carry it as a bearer token.
    private func authorizationProblem(_ request: HTTPRequest) -> Problem? {
        guard let token = configuration.apiToken else { return nil }
        let presented = request.header("authorization").flatMap { value -> String? in
            guard value.lowercased().hasPrefix("bearer ") else { return nil }
            return String(value.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
        }
        guard let presented, SessionStore.constantTimeEqual(presented, token) else {
            return Problem(status: 401, detail: "this server requires an API token: send Authorization: Bearer <token>",
                           headers: ["WWW-Authenticate": "Bearer"])
        }
        return nil
    }
}
