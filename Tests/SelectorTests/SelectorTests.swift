// The dispatch tests of this target are in iOS/, written as for iOS (`@objc`, `#selector`,
// `@IBAction`): the target excludes that folder and the UIKit source plugin compiles rewritten
// copies of it. The tests here run the plugin's rewriter on sources of their own.
import Foundation
import Testing

struct RewriterTests {
    private func rewrite(_ source: String, options: [String] = []) throws -> (status: Int32, output: String, errors: String) {
        try runRewriter(source, options: options)
    }

    @Test func testTheRewrittenFileKeepsEveryLineWhereItWas() throws {
        let source = """
        import UIKit
        class A: UIViewController {
            @IBOutlet
            weak var label: UILabel!
            @objc dynamic func go(_ sender: Any?) { let s = #selector(
                go(_:)); _ = s }
            func after() {}
        }
        """
        let result = try rewrite(source)
        #expect(result.status == 0, "\(result.errors)")
        // The copy imports UIKit before the original's first line, for `Selector` and the tables.
        #expect(result.output.hasPrefix("import UIKit\n"))
        let lines = Array(result.output.components(separatedBy: "\n").dropFirst())
        #expect(lines.first?.hasPrefix("#sourceLocation(file: \"") == true && lines.first?.hasSuffix("/App.swift\", line: 1)") == true)
        // Line n of the source is line n + 1 of the output (after #sourceLocation).
        #expect(lines[4].trimmingCharacters(in: .whitespaces) == "weak var label: UILabel!")
        #expect(lines[5].contains("func go(_ sender: Any?) { let s = Selector(\"go:\")"))
        #expect(!lines[5].contains("@objc") && !lines[5].contains("dynamic"))
        #expect(lines[7].trimmingCharacters(in: .whitespaces) == "func after() {}")
        #expect(result.output.contains("\"go:\": { object, arguments in (object as! A).go("))
        #expect(result.output.contains("\"setLabel:\""))
    }

    @Test func testALayerClassesInitIsListedAndAViewNamingALayerClassRegistersTheTables() throws {
        let result = try rewrite("""
        import UIKit
        class RingLayer: CAShapeLayer {
            override init() { super.init() }
            required init?(coder: NSCoder) { fatalError() }
        }
        private class HiddenLayer: CALayer {
            override init() { super.init() }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Model {
            init() {}
        }
        class RingView: UIView {
            override class var layerClass: AnyClass { RingLayer.self }
        }
        """)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"init\": { object, arguments in RingLayer() }"))
        #expect(!result.output.contains("HiddenLayer()") && !result.output.contains("Model()"))
        #expect(result.output.contains("class RingView: UIView { private let __uikitSelectorsRegistered"))
    }

    @Test func testAnOptionalObjCPropertyRequirementIsAClearErrorAtItsLine() throws {
        let result = try rewrite("""
        import UIKit
        @objc protocol MapDelegate: AnyObject {
            @objc optional var zoom: Int { get }
        }
        """)
        #expect(result.status == 1)
        #expect(result.errors.contains("App.swift:3:11: error: only `@objc optional` methods are supported"))
    }

    @Test func testObjCInATypeInsideAFunctionIsAClearErrorAtItsLine() throws {
        let result = try rewrite("""
        import UIKit
        func makeCounter() -> AnyObject {
            final class Counter: NSObject {
                @objc func tick() {}
            }
            return Counter()
        }
        """)
        #expect(result.status == 1)
        #expect(result.errors.contains("App.swift:4:9: error: `@objc` in a type declared inside a function is not supported"))
    }

    @Test func testAFoundationOnlyFileWithASelectorSeesUIKit() throws {
        let result = try rewrite("""
        import Foundation
        final class Ticker: NSObject {
            var timer: Timer?
            @objc func tick() {}
            func start() { timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }
        }
        """)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("import UIKit\n#sourceLocation("))
        let plain = try rewrite("import Foundation\nstruct Model { var name = \"\" }\n")
        #expect(plain.output.hasPrefix("#sourceLocation("))
    }

    @Test func testATestTargetsAppDelegateIsNoEntryPoint() throws {
        let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        """
        let app = try rewrite(source)
        #expect(app.output.contains("@main\nclass AppDelegate"))
        let test = try rewrite(source, options: ["--test-target"])
        #expect(test.status == 0)
        #expect(!test.output.contains("@main"))
        #expect(test.output.contains("     \nclass AppDelegate"))
    }

    @Test func testOptionalRequirementsGetStandInsAndTheirCallsAskFirst() throws {
        let result = try rewrite("""
        import UIKit
        @objc public protocol MapDelegate: AnyObject {
            @objc optional func mapDidFinish(_ map: AnyObject)
            @objc optional func pinCount(for map: AnyObject) -> Int
        }
        final class Map { weak var delegate: MapDelegate?
            func finish() { delegate?.mapDidFinish?(self); _ = delegate?.pinCount?(for: self) ?? 0 }
        }
        """)
        #expect(result.status == 0, "\(result.errors)")
        // The copy imports UIKit before the original's first line, for `Selector` and the tables.
        #expect(result.output.hasPrefix("import UIKit\n"))
        let lines = Array(result.output.components(separatedBy: "\n").dropFirst())
        #expect(lines[3].trimmingCharacters(in: .whitespaces) == "func mapDidFinish(_ map: AnyObject)")
        #expect(lines[7].contains(#"_respondingTarget(delegate, to: Selector("mapDidFinish:"))?.mapDidFinish(self)"#))
        #expect(lines[7].contains(#"_respondingTarget(delegate, to: Selector("pinCountFor:"))?.pinCount(for: self) ?? 0"#))
        #expect(result.output.contains("public func mapDidFinish(_ map: AnyObject) {  }"))
        #expect(result.output.contains(#"public func pinCount(for map: AnyObject) -> Int { _unimplementedOptionalRequirement("pinCountFor:") }"#))
    }

    @Test func testSelectorNamesFollowSwiftsRules() throws {
        let result = try rewrite("""
        import UIKit
        class B: NSObject {
            @objc func scroll(to point: CGPoint) {}
            @objc func update(value: Int) {}
            @objc func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            @objc(customName:) func renamed(_ x: Int) {}
            func names() -> [Selector] {
                [#selector(scroll(to:)), #selector(update(value:)), #selector(tableView(_:didSelectRowAt:)), #selector(renamed)]
            }
        }
        """)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(#"[Selector("scrollTo:"), Selector("updateWithValue:"), Selector("tableView:didSelectRowAt:"), Selector("customName:")]"#))
    }
}
