import Dispatch
import Foundation
import Synchronization
import Testing
@testable import UIKitServer

@Suite("Transport: HTTPServer")
struct TransportHTTPServerTests {
    @Test func startOnPortZeroExposesTheBoundPort() throws {
        let server = try startServer { _, responder in responder.respond(HTTPResponse()) }
        defer { server.stop() }
        let port = try #require(server.port)
        #expect(port > 0)
        #expect(port != 8080)
    }

    @Test func acceptedConnectionsSendWithoutNagleDelay() throws {
        let server = try startServer { _, responder in responder.respond(HTTPResponse()) }
        defer { server.stop() }
        let client = try TestSocket(port: server.port!)
        #expect(serverSideNoDelay(of: client) == true)
    }

    @Test func getAnsweredSynchronouslyDeliversStatusHeadersAndBody() throws {
        let requests = Recorder<HTTPRequest>()
        let server = try startServer { request, responder in
            requests.append(request)
            responder.respond(HTTPResponse(status: 203, headers: ["Content-Type": "text/plain", "X-Answer": "42"],
                                           body: Array("hello, world".utf8)))
        }
        defer { server.stop() }

        let response = try sendRequest(port: server.port!, target: "/greeting/%C3%A9t%C3%A9?name=Ada&empty=&flag",
                                       headers: ["X-Custom": "Value"])

        #expect(response.status == 203)
        #expect(response.headers["content-type"] == "text/plain")
        #expect(response.headers["x-answer"] == "42")
        #expect(response.headers["content-length"] == "12")
        #expect(response.text == "hello, world")
        let request = try #require(requests.all.first)
        #expect(request.method == "GET")
        #expect(request.path == "/greeting/été")
        #expect(request.queryItems == [.init(name: "name", value: "Ada"), .init(name: "empty", value: ""),
                                       .init(name: "flag", value: nil)])
        #expect(request.header("X-CUSTOM") == "Value")
        #expect(request.headers["x-custom"] == "Value")
        #expect(request.headers["host"] == "127.0.0.1")
        #expect(request.body.isEmpty)
        #expect(request.remoteAddress == "127.0.0.1")
    }

    @Test func responseFromAnotherThreadAfterADelayArrives() throws {
        let server = try startServer { request, responder in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
                responder.respond(HTTPResponse(status: 202, text: "later: \(request.path)"))
            }
        }
        defer { server.stop() }

        let started = ContinuousClock.now
        let response = try sendRequest(port: server.port!, target: "/slow")

        #expect(response.status == 202)
        #expect(response.text == "later: /slow")
        #expect(ContinuousClock.now - started >= .milliseconds(50))
    }

    @Test func aDelayedResponseDoesNotHoldUpOtherRequests() throws {
        let gate = DispatchSemaphore(value: 0)
        let server = try startServer { request, responder in
            guard request.path == "/wait" else {
                responder.respond(HTTPResponse(text: "fast"))
                return
            }
            DispatchQueue.global().async {
                gate.wait()
                responder.respond(HTTPResponse(text: "released"))
            }
        }
        defer { server.stop() }
        let port = server.port!
        let waiting = Recorder<String>()
        let thread = Thread { waiting.append((try? sendRequest(port: port, target: "/wait").text) ?? "failed") }
        thread.start()
        usleep(20_000)

        // With two MHD threads, a blocked thread would show here; suspension keeps both free.
        for _ in 0..<4 {
            #expect(try sendRequest(port: port, target: "/other").text == "fast")
        }
        #expect(waiting.all.isEmpty)
        gate.signal()
        #expect(waiting.wait(for: 1) == ["released"])
    }

    @Test func respondRacingTheHandlerReturnIsDeliveredExactlyOnce() throws {
        let server = try startServer { request, responder in
            let delay = Int(request.queryValue("us") ?? "0") ?? 0
            DispatchQueue.global().async {
                if delay > 0 { usleep(UInt32(delay)) }
                responder.respond(HTTPResponse(text: "first"))
                responder.respond(HTTPResponse(status: 500, text: "second"))
            }
        }
        defer { server.stop() }

        for round in 0..<60 {
            let response = try sendRequest(port: server.port!, target: "/race?us=\(round % 6 * 40)")
            #expect(response.status == 200)
            #expect(response.text == "first")
        }
    }

    @Test func postBodyIsReceivedIntact() throws {
        let body = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let server = try startServer { request, responder in
            responder.respond(HTTPResponse(status: 200, headers: ["X-Method": request.method,
                                                                  "X-Type": request.header("content-type") ?? ""],
                                           body: request.body))
        }
        defer { server.stop() }

        let response = try sendRequest(port: server.port!, method: "POST", target: "/upload",
                                       headers: ["Content-Type": "application/octet-stream"], body: body)

        #expect(response.status == 200)
        #expect(response.headers["x-method"] == "POST")
        #expect(response.headers["x-type"] == "application/octet-stream")
        #expect(response.body == body)
    }

    @Test func bodyOverTheLimitGets413FromMakeErrorResponseWithoutReadingIt() throws {
        let handled = Recorder<String>()
        let server = try startServer(maximumRequestBodyBytes: 1_000) { request, responder in
            handled.append(request.path)
            responder.respond(HTTPResponse())
        }
        defer { server.stop() }

        // Only the head is sent: the server must answer without waiting for the 2 MB it announced.
        let socket = try TestSocket(port: server.port!)
        try socket.write("POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000\r\n\r\n")
        let response = try TestResponse(parsing: socket.readToEnd())

        #expect(response.status == 413)
        #expect(response.headers["content-type"] == "application/problem+json")
        #expect(response.text == "{\"status\":413,\"detail\":\"The request body exceeds the limit of 1000 bytes.\"}")
        #expect(handled.all.isEmpty)
    }

    @Test func chunkedBodyCrossingTheLimitClosesTheConnectionWithoutCallingTheHandler() throws {
        let handled = Recorder<Int>()
        let server = try startServer(maximumRequestBodyBytes: 1_000) { request, responder in
            handled.append(request.body.count)
            responder.respond(HTTPResponse())
        }
        defer { server.stop() }

        // No Content-Length to refuse up front, and libmicrohttpd 0.9.75 takes no reply mid-body.
        let socket = try TestSocket(port: server.port!)
        let chunk = "258\r\n" + String(repeating: "z", count: 600) + "\r\n"
        try socket.write("POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                         + chunk + chunk + "0\r\n\r\n")

        #expect((try? socket.readToEnd()) ?? [] == [])
        #expect(handled.all.isEmpty)
    }

    @Test func bodyAtTheLimitIsAccepted() throws {
        let server = try startServer(maximumRequestBodyBytes: 1_000) { request, responder in
            responder.respond(HTTPResponse(text: "\(request.body.count)"))
        }
        defer { server.stop() }

        let response = try sendRequest(port: server.port!, method: "POST", target: "/upload",
                                       body: [UInt8](repeating: 7, count: 1_000))

        #expect(response.status == 200)
        #expect(response.text == "1000")
    }

    @Test func aRequestHeadThatFitsTheConnectionMemoryIsAnsweredAndALargerOneGets431() throws {
        let handled = Recorder<Int>()
        let server = try startServer { request, responder in
            let padding = request.header("X-Padding")?.count ?? 0
            handled.append(padding)
            responder.respond(HTTPResponse(text: "\(padding)"))
        }
        defer { server.stop() }

        // The default 16 KB holds a head of 12 KB (far above what browsers send), with room left.
        let fits = try sendRequest(port: server.port!, target: "/echo",
                                   headers: ["X-Padding": String(repeating: "p", count: 12_000)])
        #expect(fits.status == 200)
        #expect(fits.text == "12000")

        // A 20 KB head does not fit: libmicrohttpd answers 431 itself, and the handler never runs.
        let tooLarge = try sendRequest(port: server.port!, target: "/echo",
                                       headers: ["X-Padding": String(repeating: "p", count: 20_000)])
        #expect(tooLarge.status == 431)
        #expect(handled.all == [12_000])
    }

    @Test func theConnectionMemoryIsWhatBoundsARequestHead() throws {
        let server = try startServer(connectionMemoryBytes: 32 * 1024) { request, responder in
            responder.respond(HTTPResponse(text: "\(request.header("X-Padding")?.count ?? 0)"))
        }
        defer { server.stop() }

        // With libmicrohttpd's own 32 KB the 20 KB head that 16 KB refuses is answered.
        let response = try sendRequest(port: server.port!, target: "/echo",
                                       headers: ["X-Padding": String(repeating: "p", count: 20_000)])
        #expect(response.status == 200)
        #expect(response.text == "20000")
    }

    @Test func twoHundredConcurrentRequestsOnSixteenThreadsAreAllAnswered() throws {
        let server = try startServer { request, responder in
            let id = request.queryValue("id") ?? "?"
            if Int(id)! % 2 == 0 {
                responder.respond(HTTPResponse(text: "sync \(id)"))
            } else {
                DispatchQueue.global().async { responder.respond(HTTPResponse(text: "async \(id)")) }
            }
        }
        defer { server.stop() }
        let port = server.port!
        let answers = Recorder<String>()
        let group = DispatchGroup()
        for thread in 0..<16 {
            group.enter()
            Thread {
                for id in stride(from: thread, to: 200, by: 16) {
                    let response = try? sendRequest(port: port, target: "/concurrent?id=\(id)")
                    answers.append(response.map { "\($0.status) \($0.text)" } ?? "failed \(id)")
                }
                group.leave()
            }.start()
        }
        #expect(group.wait(timeout: .now() + 20) == .success)

        let expected = (0..<200).map { "200 \($0 % 2 == 0 ? "sync" : "async") \($0)" }
        #expect(answers.all.sorted() == expected.sorted())
    }

    @Test func aResponderDroppedWithoutAnswerReplies500() throws {
        let server = try startServer { _, _ in }
        defer { server.stop() }

        let response = try sendRequest(port: server.port!, target: "/forgotten")

        #expect(response.status == 500)
        #expect(response.text == "{\"status\":500,\"detail\":\"The request handler did not respond.\"}")
    }

    @Test func stopAnswersWaitingRequestsWith503AndIsIdempotent() throws {
        let kept = Mutex<[HTTPResponder]>([])
        let server = try startServer { _, responder in kept.withLock { $0.append(responder) } }
        let port = server.port!
        let answers = Recorder<Int>()
        Thread { answers.append((try? sendRequest(port: port, target: "/never").status) ?? -1) }.start()
        let deadline = ContinuousClock.now + .seconds(2)
        while kept.withLock({ $0.isEmpty }), ContinuousClock.now < deadline { usleep(2_000) }

        server.stop()
        server.stop()

        #expect(answers.wait(for: 1) == [503])
        #expect(server.port == nil)
        #expect(throws: (any Error).self) { try sendRequest(port: port, target: "/after") }
        // A reply after the stop is ignored, not a crash; releasing the responders breaks the
        // cycle this test made (the handler captures the responders it keeps).
        kept.withLock { $0.first?.respond(HTTPResponse()) }
        kept.withLock { $0.removeAll() }
    }

    @Test func startingTwiceOrOnATakenPortFails() throws {
        let server = try startServer { _, responder in responder.respond(HTTPResponse()) }
        defer { server.stop() }
        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }

        let clash = HTTPServer(configuration: .init(host: "127.0.0.1", port: server.port!, logger: testLogger)) { _, _ in }
        #expect(throws: HTTPServerError.startFailed(host: "127.0.0.1", port: server.port!, errno: EADDRINUSE)) {
            try clash.start()
        }
        let badHost = HTTPServer(configuration: .init(host: "not a host name", port: 0, logger: testLogger)) { _, _ in }
        #expect(throws: HTTPServerError.invalidHost("not a host name")) { try badHost.start() }
        let badPort = HTTPServer(configuration: .init(port: 70_000, logger: testLogger)) { _, _ in }
        #expect(throws: HTTPServerError.invalidPort(70_000)) { try badPort.start() }
    }
}
