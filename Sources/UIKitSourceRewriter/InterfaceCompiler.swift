import Foundation

/// Compiles a storyboard or xib, as Xcode saves it, into the compact form UIKit Server reads at
/// run time (docs/storyboards.md): the same elements without what only Interface Builder's
/// canvas uses, with custom classes named by module, placeholder constraints removed, and
/// every reference checked. A malformed file fails the build with its file, line and reason;
/// a feature UIKit Server does not read yet is a warning naming it, and is left out.
struct InterfaceCompiler {
    let path: String
    /// The app's module, for `customModuleProvider="target"`.
    let module: String
    /// The classes the module declares, to check custom classes against.
    let moduleClasses: Set<String>

    private(set) var diagnostics: [InterfaceDiagnostic] = []

    enum Kind: String {
        case storyboard, nib
    }

    /// The compiled file: its kind and its archive (JSON), or `nil` after an error.
    mutating func compile(_ data: Data) -> (kind: Kind, archive: Data)? {
        let root: InterfaceElement
        switch InterfaceXMLReader.read(data) {
        case .success(let element): root = element
        case .failure(let problem):
            error(problem.line, "the file is not well-formed XML: \(problem.reason)")
            return nil
        }
        let kind: Kind
        switch root.attributes["type"] {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .nib
        default:
            error(root.line, "not an iOS storyboard or xib: the document's type is \"\(root.attributes["type"] ?? "missing")\"")
            return nil
        }
        prune(root)
        checkReferences(root, kind: kind)
        guard !diagnostics.contains(where: \.isError),
              let archive = try? JSONSerialization.data(withJSONObject: root.archived, options: [.sortedKeys]) else { return nil }
        return (kind, archive)
    }

    /// The app's classes a file's custom objects (`<customObject customClass=…>`) name: the
    /// plugin lists their `init()` so the objects can be made at run time.
    static func customObjectClasses(in data: Data, module: String) -> [String] {
        guard case .success(let root) = InterfaceXMLReader.read(data) else { return [] }
        return root.descendants().compactMap { element in
            guard element.name == "customObject", let name = element.attributes["customClass"],
                  (element.attributes["customModule"] ?? module) == module else { return nil }
            return name
        }
    }

    // MARK: What is kept

    /// Elements only Interface Builder's canvas and its document settings use.
    private static let canvasOnly: Set<String> = [
        "dependencies", "device", "resources", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "freeformSimulatedSizeMetrics", "designables",
        "designable", "extendedEdge", "nil", "modalPageSheetSimulatedSizeMetrics",
    ]

    /// Attributes only Interface Builder's canvas uses.
    private static let canvasAttributes: Set<String> = [
        "misplaced", "ambiguous", "fixedFrame", "userLabel", "customModuleProvider", "clearsContextBeforeDrawing",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "sceneID", "colorMatched", "propertyAccessControl", "toolsVersion", "targetRuntime", "version",
    ]

    /// Every element UIKit Server reads: the objects it makes and the values they hold.
    static let understood: Set<String> = [
        // Structure
        "document", "scenes", "scene", "objects", "subviews", "constraints", "constraint", "connections",
        "outlet", "outletCollection", "action", "segue", "layoutGuides", "viewControllerLayoutGuide",
        "viewLayoutGuide", "placeholder", "exit", "customObject", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute",
        // Values
        "rect", "size", "point", "color", "fontDescription", "autoresizingMask", "state", "string", "mutableString",
        "edgeInsets", "directionalEdgeInsets", "inset", "textInputTraits", "segments", "segment", "imageReference",
        "preferredSymbolConfiguration", "real", "integer", "boolean", "accessibility", "accessibilityTraits",
        "buttonConfiguration", "date", "locale", "offsetWrapper", "popoverArrowDirection",
        // Attributed text
        "attributedString", "fragment", "attributes", "font", "paragraphStyle",
        // Size-class variations of constraints
        "variation", "mask", "include", "exclude",
        // Views
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider", "stepper",
        "segmentedControl", "progressView", "activityIndicatorView", "pageControl", "datePicker", "stackView",
        "scrollView", "tableView", "tableViewCell", "tableViewCellContentView", "prototypes", "sections",
        "tableViewSection", "cells", "containerView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionViewFlowLayout", "collectionReusableView", "collectionViewController", "visualEffectView", "blurEffect", "searchBar",
        "navigationBar", "tabBar", "toolbar", "window", "colorWell", "pickerView",
        // Bars and items
        "navigationItem", "tabBarItem", "barButtonItem", "rightBarButtonItems", "leftBarButtonItems",
        "toolbarItems", "items",
        // Gesture recognizers
        "tapGestureRecognizer", "panGestureRecognizer", "longPressGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
        // Controllers
        "viewController", "navigationController", "tabBarController", "tableViewController", "splitViewController",
        "pageViewController",
    ]

    private mutating func prune(_ element: InterfaceElement) {
        element.attributes = element.attributes.filter { !Self.canvasAttributes.contains($0.key) }
        resolveCustomClass(element)
        if element.name == "variation" {
            pruneVariation(element)
            return
        }
        element.children = element.children.filter { child in
            if Self.canvasOnly.contains(child.name) { return false }
            if child.name == "point", child.attributes["key"] == "canvasLocation" { return false }
            // Placeholder constraints exist only while editing: Xcode's build removes them.
            if child.name == "constraint", child.attributes["placeholder"] == "YES" { return false }
            guard Self.understood.contains(child.name) else {
                let what = child.attributes["key"].map { "\"\($0)\" (<\(child.name)>)" } ?? "<\(child.name)>"
                warning(child.line, "\(what) is not supported by UIKit Server yet; it is left out")
                return false
            }
            return true
        }
        for child in element.children { prune(child) }
    }

    /// What a size-class variation may vary (docs/storyboards.md): the constraints and subviews
    /// installed (`<mask key="constraints">`, `<mask key="subviews">`), and these values.
    static let varyingAttributes: Set<String> = [
        "key", "hidden", "alpha", "axis", "spacing", "alignment", "distribution", "textAlignment", "numberOfLines",
    ]
    static let varyingValues: Set<String> = ["fontDescription", "textColor", "backgroundColor", "tintColor"]

    /// A size-class variation keeps what it varies that UIKit Server reads; anything else is a
    /// warning, and the default is used.
    private mutating func pruneVariation(_ element: InterfaceElement) {
        let sizeClasses = element.attributes["key"] ?? "?"
        for name in element.attributes.keys.sorted() where !Self.varyingAttributes.contains(name) {
            warning(element.line, "a size-class variation of \"\(name)\" (\(sizeClasses)) is not supported by UIKit Server yet; "
                + "the default is used")
            element.attributes[name] = nil
        }
        element.children = element.children.filter { child in
            if child.name == "mask", ["constraints", "subviews"].contains(child.attributes["key"] ?? "") { return true }
            if let key = child.attributes["key"], Self.varyingValues.contains(key), Self.understood.contains(child.name) { return true }
            let what = child.attributes["key"].map { "\"\($0)\"" } ?? "<\(child.name)>"
            warning(child.line, "a size-class variation of \(what) (\(sizeClasses)) is not supported by UIKit Server yet; "
                + "the default is used")
            return false
        }
    }

    /// Names a custom class with its module, as `NSClassFromString` finds it.
    private mutating func resolveCustomClass(_ element: InterfaceElement) {
        guard let name = element.attributes["customClass"] else { return }
        let module = element.attributes["customModule"] ?? self.module
        element.attributes["customModule"] = nil
        element.attributes["customClass"] = "\(module).\(name)"
        // A class of the app's own module that the module does not declare: UIKit logs the
        // same at run time and makes the object of the element's class instead.
        if module == self.module, !moduleClasses.contains(name), element.name != "placeholder" {
            let outcome = element.name == "customObject" ? "so the object is not made" : "so the object will be a plain <\(element.name)>"
            warning(element.line, "unknown class \(name) in Interface Builder file: module \(module) declares no class of that name, "
                + outcome)
        }
    }

    // MARK: Checks

    /// Attributes whose value is another object's id.
    private static let referenceAttributes = [
        "destination", "firstItem", "secondItem", "textLabel", "detailTextLabel", "imageView",
        "popoverAnchorView", "popoverAnchorBarButtonItem", "initialViewController",
    ]

    private mutating func checkReferences(_ root: InterfaceElement, kind: Kind) {
        var ids: [String: Int] = [:]
        var storyboardIdentifiers: [String: Int] = [:]
        let all = [root] + root.descendants()
        for element in all {
            if let id = element.attributes["id"] {
                if let first = ids[id] { error(element.line, "object id \"\(id)\" is used twice (first on line \(first))") }
                ids[id] = element.line
            }
            if let identifier = element.attributes["storyboardIdentifier"] {
                if let first = storyboardIdentifiers[identifier] {
                    error(element.line, "storyboard identifier \"\(identifier)\" is used twice (first on line \(first))")
                }
                storyboardIdentifiers[identifier] = element.line
            }
        }
        for element in all {
            for attribute in Self.referenceAttributes {
                guard let id = element.attributes[attribute], ids[id] == nil else { continue }
                error(element.line, "<\(element.name)>'s \(attribute) \"\(id)\" names no object in this file")
            }
            switch element.name {
            case "outlet", "outletCollection":
                if element.attributes["property"] == nil { error(element.line, "an \(element.name) without a property") }
            case "action":
                if element.attributes["selector"] == nil { error(element.line, "an action without a selector") }
            case "segue":
                if element.attributes["kind"] == nil { error(element.line, "a segue without a kind") }
            case "constraint":
                if element.attributes["firstAttribute"] == nil { error(element.line, "a constraint without a firstAttribute") }
            default:
                break
            }
        }
        if kind == .nib, root.attributes["initialViewController"] != nil {
            warning(root.line, "a xib has no initial view controller; initialViewController is ignored")
        }
    }

    private mutating func error(_ line: Int, _ message: String) {
        diagnostics.append(InterfaceDiagnostic(path: path, line: line, isError: true, message: message))
    }

    private mutating func warning(_ line: Int, _ message: String) {
        diagnostics.append(InterfaceDiagnostic(path: path, line: line, isError: false, message: message))
    }
}
