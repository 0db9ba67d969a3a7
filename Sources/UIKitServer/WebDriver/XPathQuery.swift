import CLibXML2
import Foundation

/// XPath 1.0 over the page source, evaluated by libxml2: the one type that calls it. The
/// document is parsed from `PageSource.xml`, and each XML element found is mapped back to the
/// snapshot element it was written from (both are in document order).
struct XPathQuery {
    struct InvalidExpression: Error, CustomStringConvertible {
        let description: String
    }

    let expression: String

    /// The elements below and including `root` that the expression selects, in document order.
    /// An attribute or text node selects the element it belongs to.
    func evaluate(from root: ElementSnapshot) throws(InvalidExpression) -> [ElementSnapshot] {
        Self.silenceErrors()
        let source = Array(PageSource.xml(root).utf8)
        let parsed = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlReadMemory(chars.baseAddress, Int32(chars.count), nil, "UTF-8", Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOBLANKS.rawValue))
            }
        }
        guard let document = parsed else { throw InvalidExpression(description: "the page source could not be read as XML") }
        defer { xmlFreeDoc(document) }
        guard let context = xmlXPathNewContext(document) else { throw InvalidExpression(description: "libxml2 has no memory for XPath") }
        defer { xmlXPathFreeContext(context) }
        guard let result = xmlXPathEvalExpression(expression, context) else {
            throw InvalidExpression(description: "\"\(expression)\" is not a valid XPath 1.0 expression")
        }
        defer { xmlXPathFreeObject(result) }
        guard result.pointee.type == XPATH_NODESET else {
            throw InvalidExpression(description: "\"\(expression)\" selects a value, not elements")
        }
        guard let nodes = result.pointee.nodesetval, nodes.pointee.nodeNr > 0, let table = nodes.pointee.nodeTab else { return [] }
        let order = Self.documentOrder(of: document)
        let elements = root.subtree
        var found = Set<Int>()
        for position in 0..<Int(nodes.pointee.nodeNr) {
            guard var node = table[position] else { continue }
            if node.pointee.type != XML_ELEMENT_NODE, let parent = node.pointee.parent { node = parent }
            guard let index = order[UnsafeMutableRawPointer(node)], elements.indices.contains(index) else { continue }
            found.insert(index)
        }
        return found.sorted().map { elements[$0] }
    }

    /// Each XML element below `AppiumAUT`, numbered depth first as the snapshot's subtree is.
    private static func documentOrder(of document: xmlDocPtr) -> [UnsafeMutableRawPointer: Int] {
        var order: [UnsafeMutableRawPointer: Int] = [:]
        func visit(_ node: xmlNodePtr) {
            order[UnsafeMutableRawPointer(node)] = order.count
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { visit(current) }
                child = current.pointee.next
            }
        }
        guard let top = xmlDocGetRootElement(document) else { return order }
        var child = top.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { visit(current) }
            child = current.pointee.next
        }
        return order
    }

    /// libxml2 prints parse and XPath errors to stderr unless told otherwise; a bad selector is
    /// the client's error, answered as such.
    private static func silenceErrors() {
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }
}
