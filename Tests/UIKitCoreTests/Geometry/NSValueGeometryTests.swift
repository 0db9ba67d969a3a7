import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class ValueLog {
    var frames: [CGRect] = []
}

/// `NSValue` boxes UIKit's geometry, and the keyboard notifications carry their frames boxed,
/// read the way apps read them.
@MainActor
struct NSValueGeometryTests {
    @Test func testGeometryRoundTripsThroughNSValue() {
        let rect = CGRect(x: 1, y: 2.5, width: 30, height: 40)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: -3, y: 4)).cgPointValue == CGPoint(x: -3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let transform = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 10, y: -7)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
    }

    @Test func testBoxedGeometryCastsBothWaysAsOnApplePlatforms() {
        let rect = CGRect(x: 0, y: 500, width: 390, height: 344)
        let boxed: Any = NSValue(cgRect: rect)
        #expect(boxed as? CGRect == rect)
        #expect(boxed as? CGPoint == nil)
        let bare: Any = rect
        #expect((bare as? NSValue)?.cgRectValue == rect)
        let point: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point as? CGPoint == CGPoint(x: 1, y: 2))
        let size: Any = NSValue(cgSize: CGSize(width: 1, height: 2))
        #expect(size as? CGSize == CGSize(width: 1, height: 2))
    }

    @Test func testKeyboardNotificationsCarryTheirFramesAsNSValue() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let root = try #require(window.rootViewController?.view)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.addSubview(field)
        _ = scene.finishTurn()
        let log = ValueLog()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                              object: nil, queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { log.frames += [begin ?? .null, end ?? .null] }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.becomeFirstResponder()
        scene.updateKeyboard(height: 300)
        _ = scene.finishTurn()
        field.resignFirstResponder()
        _ = scene.finishTurn()
        #expect(log.frames == [CGRect(x: 0, y: 480, width: 320, height: 300), CGRect(x: 0, y: 180, width: 320, height: 300)])
    }

    @Test func testRestorationIdentifiersAreKeptPerObject() {
        final class Restorer: UIViewControllerRestoration {
            static func viewController(withRestorationIdentifierPath identifierComponents: [String],
                                       coder: NSCoder) -> UIViewController? { nil }
        }
        let view = UIView(), other = UIView()
        #expect(view.restorationIdentifier == nil)
        view.restorationIdentifier = "photo"
        #expect(view.restorationIdentifier == "photo" && other.restorationIdentifier == nil)
        let controller = UIViewController()
        controller.restorationIdentifier = "detail"
        controller.restorationClass = Restorer.self
        #expect(controller.restorationIdentifier == "detail")
        #expect(controller.restorationClass == Restorer.self)
        #expect(controller.view.restorationIdentifier == nil)
        view.restorationIdentifier = nil
        #expect(view.restorationIdentifier == nil)
        // Many short-lived views with identifiers: each reads back its own.
        for index in 0..<200 {
            let temporary = UIView()
            temporary.restorationIdentifier = "view \(index)"
            #expect(temporary.restorationIdentifier == "view \(index)")
        }
        #expect(UIView().restorationIdentifier == nil)
    }
}
