import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// An app object that archives itself securely.
private final class Bookmark: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let page: Int
    let title: String

    init(page: Int, title: String) {
        self.page = page
        self.title = title
    }

    func encode(with coder: NSCoder) {
        coder.encode(page, forKey: "page")
        coder.encode(title, forKey: "title")
    }

    init?(coder: NSCoder) {
        guard let title = coder.decodeObject(forKey: "title") as? String else { return nil }
        page = coder.decodeInteger(forKey: "page")
        self.title = title
    }
}

/// A `Codable` value of the app.
private struct ReadingPosition: Codable, Equatable {
    var chapter: Int
    var words: [String]
}

/// Encodes one value of every kind the restoration coder archives, and reads them back.
@MainActor
private final class ValuesViewController: NoteViewController {
    static let date = Date(timeIntervalSince1970: 1_234_567.25)
    var decoded: [String: String] = [:]
    var bookmark: Bookmark?
    var position: ReadingPosition?
    var sibling: UIViewController?
    var missing: (contains: Bool, integer: Int, object: Any?) = (true, -1, 0)

    override func encodeRestorableState(with coder: NSCoder) {
        coder.encode(true, forKey: "bool")
        coder.encode(-42, forKey: "int")
        coder.encode(Int32.min, forKey: "int32")
        coder.encode(Int64.max, forKey: "int64")
        coder.encode(Float(1.5), forKey: "float")
        coder.encode(0.1, forKey: "double")
        coder.encode("héllo ✓", forKey: "string")
        coder.encode(Data([0, 1, 254, 255]), forKey: "data")
        coder.encode(Self.date, forKey: "date")
        coder.encode(URL(string: "https://example.com/a?b=c")!, forKey: "url")
        coder.encode(CGPoint(x: 1.25, y: -2), forKey: "point")
        coder.encode(CGSize(width: 320, height: 480.5), forKey: "size")
        coder.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
        coder.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        coder.encode(["a", "b"], forKey: "strings")
        coder.encode(["x": 1, "y": 2], forKey: "dictionary")
        coder.encode(["nested": [1.5, 2.5], "flag": false] as [String: Any], forKey: "nested")
        coder.encode(Bookmark(page: 12, title: "Intro"), forKey: "bookmark")
        try? coder.encodeEncodable(ReadingPosition(chapter: 3, words: ["once", "upon"]), forKey: "position")
        coder.encode(parent?.children.first, forKey: "sibling")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        decoded = [
            "bool": "\(coder.decodeBool(forKey: "bool"))",
            "int": "\(coder.decodeInteger(forKey: "int"))",
            "int32": "\(coder.decodeInt32(forKey: "int32"))",
            "int64": "\(coder.decodeInt64(forKey: "int64"))",
            "float": "\(coder.decodeFloat(forKey: "float"))",
            "double": "\(coder.decodeDouble(forKey: "double"))",
            "string": coder.decodeObject(forKey: "string") as? String ?? "-",
            "data": (coder.decodeObject(forKey: "data") as? Data).map { Array($0).description } ?? "-",
            "date": "\((coder.decodeObject(forKey: "date") as? Date) == Self.date)",
            "url": (coder.decodeObject(forKey: "url") as? URL)?.absoluteString ?? "-",
            "point": "\(coder.decodeCGPoint(forKey: "point"))",
            "size": "\(coder.decodeCGSize(forKey: "size"))",
            "rect": "\(coder.decodeCGRect(forKey: "rect"))",
            "insets": "\(coder.decodeUIEdgeInsets(forKey: "insets"))",
            "strings": "\(coder.decodeObject(forKey: "strings") as? [String] ?? [])",
            "dictionary": "\((coder.decodeObject(forKey: "dictionary") as? [String: Int] ?? [:]).sorted { $0.key < $1.key })",
            "nested": "\(((coder.decodeObject(forKey: "nested") as? [String: Any])?["nested"] as? [Double]) ?? [])",
        ]
        bookmark = coder.decodeObject(of: Bookmark.self, forKey: "bookmark")
        position = coder.decodeDecodable(ReadingPosition.self, forKey: "position")
        sibling = coder.decodeObject(forKey: "sibling") as? UIViewController
        missing = (coder.containsValue(forKey: "absent"), coder.decodeInteger(forKey: "absent"), coder.decodeObject(forKey: "absent"))
    }
}

@MainActor
@Suite(.serialized)
struct RestorationCoderTests {
    @Test func testEveryValueTypeRoundTripsThroughTheRestorationCoder() throws {
        RestorationTestApp.reset()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.launch(delegateClass: WithoutScenesAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = {
            let navigation = UINavigationController(rootViewController: NoteViewController("home"))
            navigation.restorationIdentifier = "nav"
            return navigation
        }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        navigation.pushViewController(ValuesViewController("values", restorationClass: ValuesRestoration.self), animated: false)

        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        let values = try #require(stack.topViewController as? ValuesViewController)
        #expect(values.decoded == [
            "bool": "true", "int": "-42", "int32": "\(Int32.min)", "int64": "\(Int64.max)", "float": "1.5", "double": "0.1",
            "string": "héllo ✓", "data": "[0, 1, 254, 255]", "date": "true", "url": "https://example.com/a?b=c",
            "point": "\(CGPoint(x: 1.25, y: -2))", "size": "\(CGSize(width: 320, height: 480.5))",
            "rect": "\(CGRect(x: 1, y: 2, width: 3, height: 4))", "insets": "\(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))",
            "strings": "[\"a\", \"b\"]", "dictionary": "[(key: \"x\", value: 1), (key: \"y\", value: 2)]", "nested": "[1.5, 2.5]",
        ])
        #expect(values.bookmark?.page == 12)
        #expect(values.bookmark?.title == "Intro")
        #expect(values.position == ReadingPosition(chapter: 3, words: ["once", "upon"]))
        #expect(values.sibling === stack.viewControllers.first)
        #expect(values.missing.contains == false)
        #expect(values.missing.integer == 0)
        #expect(values.missing.object == nil)
    }
}

/// Makes the values screen when state is restored.
@MainActor
private final class ValuesRestoration: UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        ValuesViewController("values", restorationClass: ValuesRestoration.self)
    }
}
