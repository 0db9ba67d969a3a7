import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a storyboard or xib as Interface Builder writes it: its name, attributes,
/// text, children and the line it starts on.
final class InterfaceElement {
    let name: String
    var attributes: [String: String]
    var children: [InterfaceElement] = []
    var text = ""
    let line: Int

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// Every element below this one, depth first.
    func descendants() -> [InterfaceElement] {
        children.flatMap { [$0] + $0.descendants() }
    }

    /// The compact form UIKit reads at run time: `[name, line, attributes, children]`, the
    /// children left out when there are none.
    var archived: [Any] {
        var attributes = self.attributes
        if !text.isEmpty { attributes["_text"] = text }
        var form: [Any] = [name, line, attributes]
        if !children.isEmpty { form.append(children.map(\.archived)) }
        return form
    }
}

/// A problem with an interface file, said as the compiler says problems: `file:line: error: …`.
struct InterfaceDiagnostic: CustomStringConvertible {
    let path: String
    let line: Int
    let isError: Bool
    let message: String

    var description: String { "\(path):\(line):1: \(isError ? "error" : "warning"): \(message)" }
}

/// Reads an XML file into elements, with the line each starts on.
final class InterfaceXMLReader: NSObject, XMLParserDelegate {
    private var stack: [InterfaceElement] = []
    private(set) var root: InterfaceElement?
    private weak var parser: XMLParser?

    static func read(_ data: Data) -> Result<InterfaceElement, InterfaceReadError> {
        let reader = InterfaceXMLReader()
        let parser = XMLParser(data: data)
        reader.parser = parser
        parser.delegate = reader
        // Foundation on Linux may return `true` after an error, so the error is what counts.
        let parsed = parser.parse()
        if let problem = reader.firstError {
            return .failure(problem)
        }
        guard parsed, parser.parserError == nil, let root = reader.root else {
            return .failure(InterfaceReadError(line: parser.lineNumber, reason: "not an XML document"))
        }
        return .success(root)
    }

    private(set) var firstError: InterfaceReadError?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = InterfaceReadError(line: parser.lineNumber, reason: Self.reason((parseError as NSError).code))
    }

    /// libxml2's error codes, as XMLParser passes them, in words.
    private static func reason(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends before its elements are closed"
        case 38, 39, 40, 41: "an attribute is malformed"
        case 64, 65: "an XML declaration is malformed"
        case 73: "a tag is not closed with '>'"
        case 76: "a closing tag does not match the element it closes"
        default: "XML error \(code)"
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let element = InterfaceElement(name: elementName, attributes: attributes, line: parser.lineNumber)
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let element = stack.last, element.name == "string" || element.name == "mutableString" else { return }
        element.text += string
    }
}

struct InterfaceReadError: Error {
    let line: Int
    let reason: String
}
