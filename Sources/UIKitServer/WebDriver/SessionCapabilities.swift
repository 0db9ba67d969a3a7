import Foundation
@_spi(Host) import UIKitCore

/// The capabilities a new session asks for, matched as W3C says (`alwaysMatch` merged with the
/// first `firstMatch` entry that fits) and as Appium's XCUITest driver takes them: standard
/// names bare, the rest with a vendor prefix (`appium:` or `uikit:`; bare extension names are
/// accepted too, as older clients send them).
struct SessionCapabilities {
    var requested: JSONObject
    var display: SceneDisplay
    var implicitWait: TimeInterval = 0
    /// `appium:voiceOver`: whether `UIAccessibility.isVoiceOverRunning` is true in the scene.
    var voiceOver = false
    /// `appium:newCommandTimeout`: how long the session waits for its next command before it
    /// is deleted, in seconds, as Appium's drivers do (default 60; 0 never).
    var newCommandTimeout: TimeInterval = 60

    static let platformName = "iOS"
    static let automationName = "XCUITest"

    init(_ body: JSONObject) throws(WebDriverError) {
        let candidates = try Self.candidates(body)
        var lastError: WebDriverError?
        for candidate in candidates {
            do throws(WebDriverError) {
                self = try Self(matching: candidate)
                return
            } catch {
                lastError = error
            }
        }
        throw lastError ?? .sessionNotCreated("no capabilities were given")
    }

    private init(matching capabilities: JSONObject) throws(WebDriverError) {
        requested = capabilities
        func value(_ name: String) -> JSONValue? {
            capabilities["appium:" + name] ?? capabilities["uikit:" + name] ?? capabilities[name]
        }
        if let platform = capabilities["platformName"], platform != .null {
            guard platform.stringValue?.lowercased() == "ios" else {
                throw .sessionNotCreated("this server runs iOS apps: platformName must be iOS, not \(platform)")
            }
        }
        if let automation = value("automationName"), automation != .null {
            guard automation.stringValue?.lowercased() == "xcuitest" else {
                throw .sessionNotCreated("this server speaks as the XCUITest driver: automationName must be XCUITest, not \(automation)")
            }
        }
        func number(_ name: String, _ range: ClosedRange<Double>) throws(WebDriverError) -> Double? {
            guard let given = value(name), given != .null else { return nil }
            guard let number = given.doubleValue, range.contains(number) else {
                throw .invalidArgument("the capability \(name) must be a number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
        var display = SceneDisplay(width: try number("width", 1...10_000) ?? 390, height: try number("height", 1...10_000) ?? 844,
                                   scale: try number("scale", 0.25...8) ?? 2, style: .light)
        if let style = value("style"), style != .null {
            switch style.stringValue {
            case "light": display.style = .light
            case "dark": display.style = .dark
            default: throw .invalidArgument("the capability style must be \"light\" or \"dark\"")
            }
        }
        if let orientation = value("orientation"), orientation != .null {
            let long = max(display.width, display.height), short = min(display.width, display.height)
            switch orientation.stringValue?.uppercased() {
            case "PORTRAIT": (display.width, display.height, display.orientation) = (short, long, .portrait)
            case "LANDSCAPE": (display.width, display.height, display.orientation) = (long, short, .landscapeRight)
            default: throw .invalidArgument("the capability orientation must be PORTRAIT or LANDSCAPE")
            }
        }
        self.display = display
        if let wait = try number("implicitTimeout", 0...WebDriverAPI.maximumTimeout) { implicitWait = wait / 1_000 }
        if let timeout = try number("newCommandTimeout", 0...WebDriverAPI.maximumNewCommandTimeout) { newCommandTimeout = timeout }
        if let running = value("voiceOver"), running != .null {
            guard case .bool(let flag) = running else { throw .invalidArgument("the capability voiceOver must be true or false") }
            voiceOver = flag
        }
    }

    /// W3C's `capabilities.alwaysMatch` merged with each `firstMatch` entry (or the legacy
    /// `desiredCapabilities`).
    private static func candidates(_ body: JSONObject) throws(WebDriverError) -> [JSONObject] {
        if let w3c = body["capabilities"], w3c != .null {
            guard let object = w3c.objectValue else { throw .invalidArgument("\"capabilities\" must be an object") }
            let always = object["alwaysMatch"]?.objectValue ?? JSONObject()
            if let first = object["firstMatch"], first != .null {
                guard let entries = first.arrayValue, entries.allSatisfy({ $0.objectValue != nil }) else {
                    throw .invalidArgument("\"firstMatch\" must be a list of objects")
                }
                if !entries.isEmpty {
                    return entries.compactMap(\.objectValue).map { always.merging($0) }
                }
            }
            return [always]
        }
        if let desired = body["desiredCapabilities"]?.objectValue { return [desired] }
        return [JSONObject()]
    }

    /// The capabilities the new session has: what was asked, with the platform, the
    /// automation name and the scene's size filled in.
    func matched(sessionID: String, display: SceneDisplay) -> JSONObject {
        var capabilities = requested
        capabilities["platformName"] = .string(Self.platformName)
        capabilities["appium:automationName"] = .string(Self.automationName)
        if capabilities["appium:deviceName"] == nil { capabilities["appium:deviceName"] = "UIKit Server" }
        capabilities["appium:sessionId"] = .string(sessionID)
        capabilities["uikit:width"] = .number(display.width)
        capabilities["uikit:height"] = .number(display.height)
        capabilities["uikit:scale"] = .number(display.scale)
        return capabilities
    }
}
