import SwiftSyntax

/// Finds the `#selector(…)` expressions of one file and names each as Objective-C would.
final class SelectorFinder: SyntaxVisitor {
    let functions: [DeclaredFunction]
    let optionalRequirements: [OptionalRequirement]
    let path: String
    let converter: SourceLocationConverter
    private var typeStack: [String] = []
    /// Byte ranges of `#selector(…)` and the selector names that replace them.
    var replacements: [(range: Range<Int>, name: String)] = []
    /// Byte ranges of optional requirements' call sites (`delegate?.didFinish?`) and their text
    /// (`_respondingTarget(delegate, to: Selector("didFinish:"))?.didFinish`).
    var optionalCalls: [(range: Range<Int>, text: String)] = []
    var diagnostics: [SourceDiagnostic] = []

    init(functions: [DeclaredFunction], optionalRequirements: [OptionalRequirement], path: String, tree: SourceFileSyntax) {
        self.functions = functions
        self.optionalRequirements = optionalRequirements
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let argument = node.arguments.first else {
            diagnose(node, "`#selector` needs a method reference")
            return .skipChildren
        }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        if let accessor = argument.label?.text {
            guard let property = referencedName(argument.expression)?.base else {
                diagnose(node, "`#selector(\(accessor):)` needs a property reference")
                return .skipChildren
            }
            replacements.append((range, accessor == "setter" ? ObjCNames.setter(property) : ObjCNames.getter(property)))
            return .skipChildren
        }
        guard let reference = referencedName(argument.expression) else {
            diagnose(node, "the UIKit source plugin cannot name this selector; write `#selector(method(_:))` or `Selector(\"name:\")`")
            return .skipChildren
        }
        replacements.append((range, selectorName(reference)))
        return .skipChildren
    }

    /// `x?.requirement?(…)` or `x.requirement?(…)` of an `@objc optional` requirement: the call
    /// goes ahead only when the object's class implements it, as `responds(to:)` says.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let name = member.declName.baseName.text
        let labels: [String?] = node.arguments.map { $0.label?.text }
        guard let requirement = optionalRequirements.first(where: { $0.baseName == name && $0.labels == labels }) else {
            return .visitChildren
        }
        let target = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        let range = base.positionAfterSkippingLeadingTrivia.utf8Offset..<chained.endPositionBeforeTrailingTrivia.utf8Offset
        optionalCalls.append((range, "_respondingTarget(\(target.trimmedDescription), to: Selector(\(literal(requirement.selector))))?.\(backticked(name))"))
        return .skipChildren
    }

    private struct Reference {
        let type: String?
        let base: String
        let labels: [String?]?
    }

    /// The type (when named), base name and argument labels (when written) of a method reference.
    private func referencedName(_ expression: ExprSyntax) -> Reference? {
        if let cast = expression.as(AsExprSyntax.self) { return referencedName(cast.expression) }
        if let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return referencedName(only.expression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return Reference(type: nil, base: reference.baseName.text, labels: labels(reference.argumentNames))
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedDescription
            let type = base == "self" || base == "Self" || base == nil ? nil : base
            return Reference(type: type, base: member.declName.baseName.text, labels: labels(member.declName.argumentNames))
        }
        return nil
    }

    private func labels(_ arguments: DeclNameArgumentsSyntax?) -> [String?]? {
        arguments.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
    }

    /// The selector a reference names: its declaration's (which may be `@objc(custom:)`),
    /// looked up in the named type, then the enclosing type, then anywhere in the module; a
    /// method not declared in the module is named from its labels.
    private func selectorName(_ reference: Reference) -> String {
        let enclosing = typeStack.isEmpty ? nil : typeStack.joined(separator: ".")
        var candidates = functions.filter { $0.baseName == reference.base && (reference.labels == nil || $0.labels == reference.labels!) }
        for scope in [reference.type, enclosing].compactMap({ $0 }) {
            let scoped = candidates.filter { $0.typeName == scope || $0.typeName?.hasSuffix("." + scope) == true }
            if !scoped.isEmpty {
                candidates = scoped
                break
            }
        }
        let exposed = candidates.filter(\.isExposed)
        if let found = (exposed.isEmpty ? candidates : exposed).first { return found.selector }
        return ObjCNames.selector(baseName: reference.base, labels: reference.labels ?? [])
    }

    private func diagnose(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(SourceDiagnostic(file: path, line: location.line, column: location.column, message: message))
    }
}
