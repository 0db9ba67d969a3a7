import Foundation
@_spi(Host) import UIKitCore

/// `POST /session/{id}/execute/sync`: Appium's `mobile:` commands for the XCUITest driver,
/// and the two JavaScript atoms Selenium sends for `get_attribute` and `is_displayed`
/// (answered from the element; no JavaScript runs in a native app).
extension WebDriverAPI {
    func execute(_ context: CommandContext) throws(WebDriverError) {
        guard let script = context.body["script"]?.stringValue else { throw .invalidArgument("\"script\" must be a string") }
        let args = context.body["args"]?.arrayValue ?? []
        let trimmed = script.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("mobile:") else { return try seleniumAtom(context, args) }
        let name = trimmed.dropFirst("mobile:".count).trimmingCharacters(in: .whitespaces)
        let arguments: JSONObject
        switch args.first {
        case nil, .null?: arguments = JSONObject()
        case .object(let object)?: arguments = object
        default: throw .invalidArgument("the arguments of mobile: \(name) must be one object")
        }
        try mobile(name, arguments, context)
    }

    private func mobile(_ name: String, _ arguments: JSONObject, _ context: CommandContext) throws(WebDriverError) {
        let driver = context.driver
        let arguments = MobileArguments(object: arguments, driver: driver)
        switch name {
        case "tap":
            let point = try arguments.point(self)
            play(TouchScript(steps: Self.tapSteps(at: point, from: 0)), context) { context.answerWhenIdle(.null) }
        case "doubleTap":
            let point = try arguments.point(self)
            play(TouchScript(steps: Self.tapSteps(at: point, from: 0) + Self.tapSteps(at: point, from: 0.1)), context) {
                context.answerWhenIdle(.null)
            }
        case "touchAndHold":
            let point = try arguments.point(self)
            let duration = try arguments.seconds("duration", default: 1)
            play(TouchScript.longPress(at: point, duration: duration, pointerID: PointerActions.pointerID(0)), context) {
                context.answerWhenIdle(.null)
            }
        case "swipe":
            try swipe(arguments, context)
        case "dragFromToForDuration":
            try drag(arguments, context)
        case "pinch":
            try pinch(arguments, context)
        case "scroll":
            try scroll(arguments, context)
        case "alert":
            try mobileAlert(context, arguments.object)
        case "backgroundApp":
            try backgroundApp(context, arguments.object)
        case "activateApp", "launchApp":
            driver.isTerminated = false
            driver.scene.request(.active)
            driver.session.finishTurn()
            context.answerWhenIdle(.null)
        case "terminateApp":
            let wasRunning = !driver.isTerminated
            driver.isTerminated = true
            driver.scene.request(.background)
            driver.session.finishTurn()
            context.answerWhenIdle(.bool(wasRunning))
        case "queryAppState":
            context.answer(.number(Double(appState(driver))))
        case "activeAppInfo":
            context.answer(.object(["bundleId": .string(Bundle.main.bundleIdentifier ?? ElementSnapshot.applicationName),
                                    "name": .string(ElementSnapshot.applicationName),
                                    "pid": .number(Double(ProcessInfo.processInfo.processIdentifier))]))
        case "getDeviceInfo", "deviceInfo":
            context.answer(deviceInfo(driver))
        case "hideKeyboard":
            for window in driver.scene.windows { _ = window.endEditing(true) }
            driver.session.finishTurn()
            context.answerWhenIdle(.null)
        case "isKeyboardShown":
            context.answer(.bool(isEditing(driver)))
        case "keys":
            try keys(arguments.object, context)
        default:
            throw .unsupported("mobile: \(name) is not supported by this server (see docs/webdriver.md)")
        }
    }

    private static func tapSteps(at point: CGPoint, from time: TimeInterval) -> [TouchScript.Step] {
        let touch = [TouchInput(pointerID: PointerActions.pointerID(0), location: point)]
        return [TouchScript.Step(time: time, phase: .began, touches: touch),
                TouchScript.Step(time: time + 0.05, phase: .ended, touches: touch)]
    }

    /// `mobile: swipe`: a quick finger across the element (or the screen) in `direction`.
    private func swipe(_ arguments: MobileArguments, _ context: CommandContext) throws(WebDriverError) {
        let area = try arguments.area(self)
        let direction = try arguments.direction()
        let (from, to) = Self.span(of: area, direction: direction)
        let velocity = try arguments.number("velocity", range: 1...100_000) ?? 1_500
        let distance = hypot(to.x - from.x, to.y - from.y)
        let duration = min(2, max(0.05, distance / velocity))
        play(TouchScript.swipe(from: from, to: to, duration: duration, pointerID: PointerActions.pointerID(0)), context) {
            context.answerWhenIdle(.null)
        }
    }

    /// From 80% to 20% of the area's extent in the direction the finger moves.
    private static func span(of area: CGRect, direction: ScrollDirection) -> (CGPoint, CGPoint) {
        let (x1, x2, y1, y2) = (area.minX + area.width * 0.2, area.minX + area.width * 0.8,
                                area.minY + area.height * 0.2, area.minY + area.height * 0.8)
        switch direction {
        case .up: return (CGPoint(x: area.midX, y: y2), CGPoint(x: area.midX, y: y1))
        case .down: return (CGPoint(x: area.midX, y: y1), CGPoint(x: area.midX, y: y2))
        case .left: return (CGPoint(x: x2, y: area.midY), CGPoint(x: x1, y: area.midY))
        case .right: return (CGPoint(x: x1, y: area.midY), CGPoint(x: x2, y: area.midY))
        }
    }

    /// `mobile: dragFromToForDuration`: press at `fromX`, `fromY` for `duration` seconds, then
    /// drag to `toX`, `toY` (relative to the element when `elementId` is given).
    private func drag(_ arguments: MobileArguments, _ context: CommandContext) throws(WebDriverError) {
        let origin = try arguments.elementOrigin()
        let from = CGPoint(x: origin.x + (try arguments.required("fromX")), y: origin.y + (try arguments.required("fromY")))
        let to = CGPoint(x: origin.x + (try arguments.required("toX")), y: origin.y + (try arguments.required("toY")))
        let hold = try arguments.seconds("duration", default: 0.5)
        let move = TouchScript.swipe(from: from, to: to, duration: 0.5, pointerID: PointerActions.pointerID(0))
        var steps = [move.steps[0]]
        steps += move.steps.dropFirst().map { step in
            var later = step
            later.time += hold
            return later
        }
        play(TouchScript(steps: steps), context) { context.answerWhenIdle(.null) }
    }

    /// `mobile: pinch`: two fingers around the element's (or the screen's) centre move apart
    /// (`scale` > 1) or together (`scale` < 1); `velocity` is in scale per second.
    private func pinch(_ arguments: MobileArguments, _ context: CommandContext) throws(WebDriverError) {
        let area = try arguments.area(self)
        guard let scale = try arguments.number("scale", range: 0.01...100) else { throw .invalidArgument("mobile: pinch needs \"scale\"") }
        let velocity = abs(try arguments.number("velocity", range: -1_000...1_000) ?? 1)
        let duration = min(5, max(0.2, abs(scale - 1) / max(velocity, 0.01)))
        let reach = min(area.width, area.height) * 0.4
        let (start, end) = scale >= 1 ? (reach / scale, reach) : (reach, reach * scale)
        let center = CGPoint(x: area.midX, y: area.midY)
        let moves = max(1, Int((duration * PointerActions.movesPerSecond).rounded()))
        func fingers(_ spread: CGFloat) -> [TouchInput] {
            [TouchInput(pointerID: PointerActions.pointerID(0), location: CGPoint(x: center.x - spread / 2, y: center.y)),
             TouchInput(pointerID: PointerActions.pointerID(1), location: CGPoint(x: center.x + spread / 2, y: center.y))]
        }
        var steps = [TouchScript.Step(time: 0, phase: .began, touches: fingers(start))]
        for index in 1...moves {
            let progress = Double(index) / Double(moves)
            steps.append(TouchScript.Step(time: duration * progress, phase: .moved, touches: fingers(start + (end - start) * progress)))
        }
        steps.append(TouchScript.Step(time: duration, phase: .ended, touches: fingers(end)))
        play(TouchScript(steps: steps), context) { context.answerWhenIdle(.null) }
    }

    /// `mobile: scroll`: a page in `direction`; or until an element matching `name` or
    /// `predicateString` is fully visible; or, with `toVisible`, until the element itself is.
    /// The scroll view is the element's (or its nearest enclosing one), else the largest shown.
    private func scroll(_ arguments: MobileArguments, _ context: CommandContext) throws(WebDriverError) {
        let driver = context.driver
        let elementView = try arguments.elementView()
        let scrollView = try Self.scrollView(for: elementView, in: driver, toShowIt: arguments.object["toVisible"] != nil)
        let screen = driver.scene.screen.bounds
        if arguments.object["toVisible"] != nil {
            guard let target = elementView else { throw .invalidArgument("toVisible needs \"elementId\"") }
            guard driver.scene.scroll(scrollView, toVisible: { $0 === target }) else {
                throw .unknownError("the element did not become visible by scrolling")
            }
        } else if let name = arguments.object["name"]?.stringValue {
            try scrollUntil(scrollView, driver, "name \"\(name)\"") { ElementSnapshot.element(for: $0, screen: screen, withChildren: false).name == name }
        } else if let text = arguments.object["predicateString"]?.stringValue {
            let predicate: ElementPredicate
            do throws(PredicateParser.SyntaxError) {
                predicate = try PredicateParser.parse(text)
            } catch {
                throw .invalidArgument("predicateString is not valid: \(error.description)")
            }
            try scrollUntil(scrollView, driver, "the predicate \(text)") {
                predicate.evaluate(ElementSnapshot.element(for: $0, screen: screen, withChildren: false))
            }
        } else {
            driver.scene.scroll(scrollView, direction: try arguments.direction())
        }
        driver.session.finishTurn()
        context.answerWhenIdle(.null)
    }

    private func scrollUntil(_ scrollView: UIScrollView, _ driver: WebDriverSession, _ what: String,
                             _ matches: (UIView) -> Bool) throws(WebDriverError) {
        guard driver.scene.scroll(scrollView, toVisible: matches) else {
            driver.session.finishTurn()
            throw .noSuchElement("scrolling found no element with \(what)")
        }
    }

    private static func scrollView(for view: UIView?, in driver: WebDriverSession, toShowIt: Bool) throws(WebDriverError) -> UIScrollView {
        var current = toShowIt ? view?.superview : view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled { return scrollView }
            current = candidate.superview
        }
        let shown = driver.application().subtree.compactMap { $0.view as? UIScrollView }.filter { $0.isScrollEnabled && $0.window != nil }
        guard let largest = shown.max(by: { $0.bounds.width * $0.bounds.height < $1.bounds.width * $1.bounds.height }) else {
            throw .noSuchElement("there is no scroll view to scroll")
        }
        return largest
    }

    /// `mobile: backgroundApp` and Appium's `/appium/app/background`: the scene goes to the
    /// background and, after `seconds` (none when negative), back to the foreground; the reply
    /// comes when it is back.
    func backgroundApp(_ context: CommandContext, _ arguments: JSONObject) throws(WebDriverError) {
        let value = arguments["seconds"]
        let seconds: Double
        switch value {
        case nil, .null?: seconds = 0
        case .number(let number)?: seconds = number
        case .object(let object)?: seconds = object["timeout"]?.doubleValue.map { $0 / 1_000 } ?? -1
        default: throw .invalidArgument("\"seconds\" must be a number")
        }
        guard seconds <= 60 else { throw .invalidArgument("\"seconds\" must be at most 60") }
        let driver = context.driver
        driver.scene.request(.background)
        driver.session.finishTurn()
        guard seconds >= 0 else { return context.answerWhenIdle(.null) }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated {
                guard driver.session.scene.activationState == .background, !driver.isTerminated else {
                    return context.answerWhenIdle(.null)
                }
                UIWindowScene.turnScene = driver.scene
                driver.scene.request(.active)
                driver.session.finishTurn()
                context.answerWhenIdle(.null)
            }
        }
    }

    /// XCUIApplication.State: 1 not running, 3 in the background, 4 in the foreground.
    private func appState(_ driver: WebDriverSession) -> Int {
        if driver.isTerminated { return 1 }
        switch driver.scene.activationState {
        case .foregroundActive, .foregroundInactive: return 4
        case .background: return 3
        case .unattached: return 1
        }
    }

    private func deviceInfo(_ driver: WebDriverSession) -> JSONValue {
        let languages = driver.scene.locale.preferredLanguages
        return .object([
            "name": "UIKit Server",
            "model": "iPhone",
            "uuid": .string(driver.session.id),
            "currentLocale": .string((languages.first ?? "en").replacingOccurrences(of: "-", with: "_")),
            "timeZone": .string(driver.scene.locale.timeZone.identifier),
            "userInterfaceIdiom": .number(0),
            "userInterfaceStyle": .string(driver.session.display.style == .dark ? "dark" : "light"),
            "isSimulator": .bool(false),
            "locationServicesEnabled": .bool(false),
        ])
    }

    private func isEditing(_ driver: WebDriverSession) -> Bool {
        driver.application().subtree.contains { element in element.isFocused && element.view is any UITextInput }
    }

    /// `mobile: keys`: `{"keys": ["text", {"key": "a"}, …]}` typed into the field being edited.
    private func keys(_ arguments: JSONObject, _ context: CommandContext) throws(WebDriverError) {
        guard let keys = arguments["keys"]?.arrayValue else { throw .invalidArgument("mobile: keys needs \"keys\", a list") }
        var text = ""
        for key in keys {
            if let string = key.stringValue {
                text += string
            } else if let string = key["key"]?.stringValue {
                text += string
            } else {
                throw .invalidArgument("each key must be a string or {\"key\": string}")
            }
        }
        guard isEditing(context.driver) else { throw .notInteractable("no text field or text view is editing") }
        _ = try? context.driver.scene.typeText(text, intoViewWithIdentifier: nil)
        context.driver.session.finishTurn()
        context.answerWhenIdle(.null)
    }

    /// Selenium's `get_attribute` atom (an element and a name) and `is_displayed` atom (an
    /// element), answered from the element.
    private func seleniumAtom(_ context: CommandContext, _ args: [JSONValue]) throws(WebDriverError) {
        guard let reference = args.first?.objectValue,
              let id = (reference[WebDriverSession.elementKey] ?? reference["ELEMENT"])?.stringValue else {
            throw .unsupported("JavaScript does not run in a native app; use the mobile: commands")
        }
        let element = try context.driver.element(id)
        if args.count == 2, let name = args[1].stringValue {
            return context.answer(ElementAttributes.value(name, of: element).map(JSONValue.string) ?? .null)
        }
        guard args.count == 1 else { throw .unsupported("JavaScript does not run in a native app; use the mobile: commands") }
        context.answer(.bool(element.isVisible))
    }
}
