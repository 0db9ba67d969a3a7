import Dispatch
import Foundation
@_spi(Host) import UIKitCore

/// Sends each HTTP request where it belongs, on the libmicrohttpd thread it arrived on:
/// static files and health checks are answered there; the WebSocket upgrade and the REST API
/// are decoded there and handed to the main actor as one turn each.
struct RequestRouter: Sendable {
    let configuration: ServerConfiguration
    let files: StaticFiles
    let api: RESTAPI
    let gateway: WebSocketGateway
    let webDriver: WebDriverAPI

    private var jsonLimits: JSONLimits {
        JSONLimits(maxBytes: configuration.maxMessageBytes, maxDepth: configuration.maxJSONDepth)
    }

    func handle(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if request.path == "/healthz" {
            responder.respond(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], text: "ok\n"))
        } else if request.path == "/ws" {
            upgrade(request, responder)
        } else if request.path == APIRoute.prefix || request.path.hasPrefix(APIRoute.prefix + "/") {
            callAPI(request, responder)
        } else if request.path == WebDriverRequest.prefix || request.path.hasPrefix(WebDriverRequest.prefix + "/") {
            callWebDriver(request, responder)
        } else if request.method == "GET" || request.method == "HEAD", let file = files.response(for: request) {
            responder.respond(file)
        } else if request.method == "GET", let image = ImageStore.shared.response(for: request.path) {
            responder.respond(image)
        } else if request.method == "GET", let icon = AppIconFiles.response(for: request.path) {
            responder.respond(icon)
        } else {
            responder.respond(Problem.notFound("there is nothing at \(request.path)").response)
        }
    }

    private func callAPI(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if let problem = authorizationProblem(request) {
            responder.respond(problem.response)
            return
        }
        let apiRequest: APIRequest
        do throws(Problem) {
            apiRequest = try APIRequest(request, limits: jsonLimits)
        } catch {
            responder.respond(error.response)
            return
        }
        let api = self.api
        DispatchQueue.main.async {
            MainActor.assumeIsolated { api.handle(apiRequest) { responder.respond($0) } }
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
        let webDriver = self.webDriver
        DispatchQueue.main.async {
            MainActor.assumeIsolated { webDriver.handle(command) { responder.respond($0) } }
        }
    }

    private func upgrade(_ request: HTTPRequest, _ responder: HTTPResponder) {
        let limits = jsonLimits
        let gateway = self.gateway
        let configuration = WebSocketConfiguration(maximumMessageBytes: self.configuration.maxMessageBytes)
        responder.upgradeToWebSocket(configuration: configuration) { connection in
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
