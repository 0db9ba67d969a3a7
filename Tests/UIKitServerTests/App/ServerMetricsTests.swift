import Foundation
import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

@MainActor
private final class MetricsAppDelegate: UIResponder, UIApplicationDelegate {}

/// `/metrics` in Prometheus's text format: what is counted, under which labels, and how.
@MainActor
@Suite(.serialized)
struct ServerMetricsTests {
    private func lines(_ metrics: ServerMetrics, sessions: [Session] = []) -> [String] {
        metrics.exposition(sessions: sessions, traffic: WireTraffic()).split(separator: "\n").map(String.init)
    }

    @Test func theTurnHistogramsBucketsAreCumulativeWithSumAndCount() {
        let metrics = ServerMetrics()
        metrics.recordTurn(.page, seconds: 0.0003)
        metrics.recordTurn(.page, seconds: 0.002)
        metrics.recordTurn(.rest, seconds: 2)
        metrics.recordTurn(.rest, seconds: 0.0011)
        let text = lines(metrics)
        #expect(text.contains("# TYPE uikit_turn_duration_seconds histogram"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.00025\"} 0"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.0005\"} 1"))
        // Around a millisecond the buckets are a quarter of one apart.
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.001\"} 1"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.00125\"} 2"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.0015\"} 2"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.002\"} 3"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"0.0025\"} 3"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"1\"} 3"))
        #expect(text.contains("uikit_turn_duration_seconds_bucket{le=\"+Inf\"} 4"))
        #expect(text.contains("uikit_turn_duration_seconds_sum 2.0034"))
        #expect(text.contains("uikit_turn_duration_seconds_count 4"))
        #expect(text.contains("uikit_turns_total{source=\"page\"} 2"))
        #expect(text.contains("uikit_turns_total{source=\"rest\"} 2"))
    }

    @Test func requestsAreCountedByRouteTemplateMethodAndStatusNeverByRawPath() {
        let metrics = ServerMetrics()
        for id in ["a1", "b2", "c3"] {
            let route = APIRoute(path: "/api/v1/sessions/\(id)/actions/tap")
            metrics.recordRequest(route: route?.template ?? APIRoute.unmatchedTemplate, method: "POST", status: 200)
        }
        metrics.recordRequest(route: APIRoute.unmatchedTemplate, method: "BREW", status: 404)
        metrics.recordRequest(route: "/api/v1/sessions/{id}/actions/touches", method: "POST", status: 429)
        let text = lines(metrics)
        #expect(text.filter { $0.hasPrefix("uikit_http_requests_total{") } == [
            "uikit_http_requests_total{route=\"/api/v1/sessions/{id}/actions/tap\",method=\"POST\",status=\"200\"} 3",
            "uikit_http_requests_total{route=\"/api/v1/sessions/{id}/actions/touches\",method=\"POST\",status=\"429\"} 1",
            "uikit_http_requests_total{route=\"unmatched\",method=\"other\",status=\"404\"} 1",
        ])
        #expect(text.contains("uikit_errors_total{kind=\"rate_limited\"} 1"))
    }

    @Test func everyErrorKindHasASampleFromZero() {
        let metrics = ServerMetrics()
        metrics.record(.malformedMessage)
        metrics.record(.malformedMessage)
        metrics.record(.refusedUpgrade)
        #expect(lines(metrics).filter { $0.hasPrefix("uikit_errors_total{") } == [
            "uikit_errors_total{kind=\"malformed_message\"} 2",
            "uikit_errors_total{kind=\"refused_upgrade\"} 1",
            "uikit_errors_total{kind=\"rate_limited\"} 0",
            "uikit_errors_total{kind=\"server_full\"} 0",
        ])
    }

    @Test func wireBytesAreCountedByMessageKind() {
        let traffic = WireTraffic()
        traffic.addPatch(bytes: 120)
        traffic.addPatch(bytes: 30)
        traffic.addSnapshot(bytes: 4_000)
        let text = ServerMetrics().exposition(sessions: [], traffic: traffic).split(separator: "\n").map(String.init)
        #expect(text.contains("uikit_patch_bytes_total 150"))
        #expect(text.contains("uikit_snapshot_bytes_total 4000"))
    }

    @Test func labelValuesEscapeBackslashQuoteAndNewline() {
        #expect(PrometheusText.escaped("a\\b\"c\nd") == "a\\\\b\\\"c\\nd")
    }

    @Test func sessionsAreCountedByStateAndAFullServerCountsARefusal() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        application.launch(delegateClass: MetricsAppDelegate.self)
        var configuration = ServerConfiguration()
        configuration.maxSessions = 2
        let store = SessionStore(configuration: configuration)
        defer {
            for session in store.all { store.remove(session) }
            application.delegate = previous
        }
        let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
        let session = try #require(store.create(display: display))
        _ = try #require(store.create(display: display))
        #expect(store.create(display: display) == nil)
        #expect(session.state == .rest)
        let text = lines(store.metrics, sessions: store.all)
        #expect(text.contains("uikit_sessions{state=\"rest\"} 2"))
        #expect(text.contains("uikit_sessions{state=\"page\"} 0"))
        #expect(text.contains("uikit_sessions{state=\"background\"} 0"))
        #expect(text.contains("uikit_connected_pages 0"))
        #expect(text.contains("uikit_errors_total{kind=\"server_full\"} 1"))
        #expect(text.contains("uikit_saved_sessions 0"))
        #expect(store.metrics.exposition(sessions: store.all, saved: 3, traffic: WireTraffic()).contains("\nuikit_saved_sessions 3\n"))
    }
    @Test func webDriverRequestsAreCountedByRouteTemplateNeverByTheirIds() {
        let template = { (method: String, path: String) in
            WebDriverRequest(method: method, segments: path.split(separator: "/").map(String.init), body: JSONObject()).routeTemplate
        }
        #expect(template("GET", "status") == "/wd/hub/status")
        #expect(template("POST", "session") == "/wd/hub/session")
        #expect(template("GET", "session/1f2e/source") == "/wd/hub/session/{sessionId}/source")
        #expect(template("POST", "session/1f2e/element/e-17/click") == "/wd/hub/session/{sessionId}/element/{elementId}/click")
        #expect(template("GET", "session/1f2e/element/active") == "/wd/hub/session/{sessionId}/element/active")
        #expect(template("GET", "session/1f2e/element/e-3/attribute/label")
                == "/wd/hub/session/{sessionId}/element/{elementId}/attribute/{name}")
        #expect(template("GET", "session/1f2e/brew/coffee") == APIRoute.unmatchedTemplate)
        #expect(template("GET", "session/1f2e/element/e-3/attribute/label/more") == APIRoute.unmatchedTemplate)
    }

    @Test func aTurnNoEventStartedIsCountedAsATimerTurn() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        application.launch(delegateClass: MetricsAppDelegate.self)
        let store = SessionStore(configuration: ServerConfiguration())
        defer {
            for session in store.all { store.remove(session) }
            application.delegate = previous
        }
        let session = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
        let window = UIWindow(windowScene: session.scene)
        window.makeKeyAndVisible()
        #expect(store.metrics.turnCount(.timer) == 0)
        let revision = session.scene.revision
        // What the scene does on the run loop's next pass for a change made outside any turn
        // (a timer's, a dispatched block's): it lays the change out and commits it.
        session.scene.onTimerTurn?()
        #expect(session.scene.revision == revision + 1)
        #expect(store.metrics.turnCount(.timer) == 1)
        #expect(lines(store.metrics).contains("uikit_turns_total{source=\"timer\"} 1"))
    }
}
