import Foundation
@_spi(Host) import UIKitCore

/// The argument object of a `mobile:` command, read with the names and units Appium's
/// XCUITest driver documents (points, seconds, `elementId`).
@MainActor
struct MobileArguments {
    let object: JSONObject
    let driver: WebDriverSession

    func number(_ name: String, range: ClosedRange<Double>) throws(WebDriverError) -> Double? {
        guard let value = object[name], value != .null else { return nil }
        guard let number = value.doubleValue, range.contains(number) else {
            throw .invalidArgument("\"\(name)\" must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func required(_ name: String) throws(WebDriverError) -> Double {
        guard let number = try number(name, range: -100_000...100_000) else { throw .invalidArgument("\"\(name)\" is missing") }
        return number
    }

    func seconds(_ name: String, default value: TimeInterval) throws(WebDriverError) -> TimeInterval {
        try number(name, range: 0...TouchScript.maximumDuration / 2) ?? value
    }

    /// The element `elementId` (or `element`) names, if any.
    func element() throws(WebDriverError) -> ElementSnapshot? {
        guard let value = object["elementId"] ?? object["element"], value != .null else { return nil }
        let id = value.stringValue ?? (value[WebDriverSession.elementKey] ?? value["ELEMENT"])?.stringValue
        guard let id else { throw .invalidArgument("\"elementId\" must be an element id") }
        return try driver.element(id)
    }

    func elementView() throws(WebDriverError) -> UIView? {
        try element()?.view
    }

    /// The element's top left corner in window points, or the window's.
    func elementOrigin() throws(WebDriverError) -> CGPoint {
        try element()?.rect.origin ?? .zero
    }

    /// Where to touch: `x`, `y` within the element (its hittable point when they are omitted),
    /// or in the window.
    func point(_ api: WebDriverAPI) throws(WebDriverError) -> CGPoint {
        let x = try number("x", range: -100_000...100_000), y = try number("y", range: -100_000...100_000)
        if let element = try element() {
            guard let x, let y else { return try api.hittablePoint(of: element, in: driver) }
            return CGPoint(x: element.rect.minX + x, y: element.rect.minY + y)
        }
        guard let x, let y else { throw .invalidArgument("give \"elementId\", or \"x\" and \"y\"") }
        return CGPoint(x: x, y: y)
    }

    /// The part of the element on screen, or the whole screen.
    func area(_ api: WebDriverAPI) throws(WebDriverError) -> CGRect {
        let screen = driver.scene.screen.bounds
        guard let element = try element() else { return screen }
        _ = try api.hittablePoint(of: element, in: driver)
        return element.rect.intersection(screen)
    }

    func direction() throws(WebDriverError) -> ScrollDirection {
        guard let name = object["direction"]?.stringValue, let direction = ScrollDirection(rawValue: name.lowercased()) else {
            throw .invalidArgument("\"direction\" must be up, down, left or right")
        }
        return direction
    }
}
