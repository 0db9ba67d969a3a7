import SwiftSyntax

/// A method or property an app exposes to selectors (`@objc`, `@IBAction`, `@IBOutlet`, …).
struct ExposedMember {
    let typeName: String
    let selector: String
    /// The invoker's body: a call on `target` with the arguments it takes.
    let body: String
}

/// A function declared anywhere in the module, to name bare `#selector(f)` references.
struct DeclaredFunction {
    let typeName: String?
    let baseName: String
    let labels: [String?]
    let selector: String
    let isExposed: Bool
    /// The invoker's body, for an instance method of a type (`nil` for others).
    let body: String?
    let file: Int
}

/// An `@objc optional` requirement: a default implementation stands in for it, call sites ask
/// `responds(to:)` first, and conforming classes' methods of its name go in their tables.
struct OptionalRequirement {
    let protocolName: String
    let baseName: String
    let labels: [String?]
    let selector: String
    /// `func name(…) -> T` as declared, for the default implementation.
    let signature: String
    let returnsValue: Bool
    let access: String
    let file: Int
}

/// A class declared in the module: where its body opens, for the registration hook.
struct DeclaredClass {
    let name: String
    let file: Int
    /// The byte offset just after the `{` of its body.
    let bodyOffset: Int
    let isGeneric: Bool
    /// Whether it is the app's entry point (`@main`, or `@UIApplicationMain`).
    let isMain: Bool
}

/// A source error the plugin reports against the app's own line.
struct SourceDiagnostic: Error {
    let file: String
    let line: Int
    let column: Int
    let message: String

    var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Attributes that only mean something to the Objective-C runtime or Interface Builder.
let objcAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
                                   "nonobjc", "objcMembers", "GKInspectable"]

/// Attributes that expose a member to selectors.
let exposingAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction"]

extension AttributeListSyntax {
    func named(_ names: Set<String>) -> [AttributeSyntax] {
        compactMap { element in
            guard case .attribute(let attribute) = element,
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                  names.contains(name) else { return nil }
            return attribute
        }
    }

    /// The name `@objc(name)` gives, if any.
    var customObjCName: String? {
        for attribute in named(["objc"]) {
            guard let arguments = attribute.arguments else { continue }
            let text = arguments.trimmedDescription.replacingOccurrences(of: " ", with: "")
            if !text.isEmpty { return text }
        }
        return nil
    }
}

/// Walks one file: its types, functions, exposed members and what the rewrite removes.
final class Collector: SyntaxVisitor {
    let fileIndex: Int
    let path: String
    let converter: SourceLocationConverter
    private var typeStack: [String] = []
    private var objcExtensionDepth: [Bool] = []
    var classes: [DeclaredClass] = []
    var functions: [DeclaredFunction] = []
    var optionalRequirements: [OptionalRequirement] = []
    /// The types each type says it conforms to (in its declaration or an extension).
    var conformances: [(type: String, protocols: [String])] = []
    var exposed: [ExposedMember] = []
    /// The views that name their layer's class (`layerClass`): they register the tables, so a
    /// layer class's `init()` is listed before their layer is made.
    var layerClassViews: [String] = []
    /// Classes declared as direct subclasses of `NSObject` (a storyboard's custom objects).
    private var objectSubclasses: Set<String> = []
    var diagnostics: [SourceDiagnostic] = []
    /// Byte ranges to blank out (attributes and modifiers), keeping line breaks.
    var removals: [Range<Int>] = []
    /// Byte ranges of `@UIApplicationMain`, which become `@main`.
    var mainReplacements: [Range<Int>] = []
    /// Byte ranges of every `@main` and `@UIApplicationMain`: blanked in a test target, whose
    /// test runner is the entry point.
    var entryPoints: [Range<Int>] = []

    init(fileIndex: Int, path: String, tree: SourceFileSyntax) {
        self.fileIndex = fileIndex
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private var currentType: String? { typeStack.isEmpty ? nil : typeStack.joined(separator: ".") }
    private var inObjCExtension: Bool { objcExtensionDepth.last ?? false }

    private func remove(_ attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax?) {
        let removed = attributes.named(objcAttributes)
        for attribute in removed {
            removals.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        // `dynamic` goes with `@objc`: it asks the Objective-C runtime to dispatch.
        if !removed.isEmpty, let modifiers {
            for modifier in modifiers where modifier.name.text == "dynamic" {
                removals.append(modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
    }

    fileprivate func diagnoseLocal(_ attribute: AttributeSyntax) {
        diagnose(attribute, "`@\(attribute.attributeName.trimmedDescription)` in a type declared inside a function is not supported "
            + "by the UIKit source plugin: declare the type outside the function")
    }

    private func diagnose(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(SourceDiagnostic(file: path, line: location.line, column: location.column, message: message))
    }

    // MARK: Types

    private func recordConformances(of type: String, _ clause: InheritanceClauseSyntax?) {
        guard let clause else { return }
        conformances.append((type, clause.inheritedTypes.map { $0.type.trimmedDescription }))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        remove(node.attributes, modifiers: node.modifiers)
        typeStack.append(node.name.text)
        recordConformances(of: typeStack.joined(separator: "."), node.inheritanceClause)
        if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSObject" {
            objectSubclasses.insert(typeStack.joined(separator: "."))
        }
        objcExtensionDepth.append(false)
        classes.append(DeclaredClass(name: currentType!, file: fileIndex,
                                     bodyOffset: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                                     isGeneric: node.genericParameterClause != nil,
                                     isMain: !node.attributes.named(["main", "UIApplicationMain"]).isEmpty))
        if node.genericParameterClause == nil { listLayerMembers(of: node, named: currentType!) }
        // `@UIApplicationMain` is `@main` now: the app delegate's `main()` starts the app.
        for entry in node.attributes.named(["main", "UIApplicationMain"]) {
            entryPoints.append(entry.positionAfterSkippingLeadingTrivia.utf8Offset..<entry.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        for old in node.attributes.named(["UIApplicationMain"]) {
            mainReplacements.append(old.positionAfterSkippingLeadingTrivia.utf8Offset..<old.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .visitChildren
    }

    /// A layer class's `init()` goes in its table, as "init": on iOS a view makes its layer
    /// with it (`layerClass`), and Swift can call it through a metatype only when it is
    /// required. Only a top-level class that is not private can be named by the registry; a
    /// class whose superclass's name ends in "Layer" is taken for a layer class.
    private func listLayerMembers(of node: ClassDeclSyntax, named name: String) {
        let members = node.memberBlock.members.map(\.decl)
        let namesLayerClass = members.contains { decl in
            guard let variable = decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { ["class", "static"].contains($0.name.text) }) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "layerClass" }
        }
        if namesLayerClass { layerClassViews.append(name) }
        let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        guard typeStack.count == 1, !isPrivate,
              node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("Layer") == true else { return }
        let declaresInit = members.contains { decl in
            guard let initializer = decl.as(InitializerDeclSyntax.self) else { return false }
            return initializer.optionalMark == nil && initializer.signature.parameterClause.parameters.isEmpty
        }
        if declaresInit { exposed.append(ExposedMember(typeName: name, selector: "init", body: "\(name)()")) }
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        typeStack.removeLast()
        objcExtensionDepth.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, objc: false) }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        remove(node.attributes, modifiers: node.modifiers)
        return push(node.name.text, objc: false)
    }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, objc: false) }
    override func visitPost(_ node: ActorDeclSyntax) { pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let objc = !node.attributes.named(["objc"]).isEmpty
        remove(node.attributes, modifiers: node.modifiers)
        recordConformances(of: node.extendedType.trimmedDescription, node.inheritanceClause)
        return push(node.extendedType.trimmedDescription, objc: objc)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        remove(node.attributes, modifiers: node.modifiers)
        let access = node.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text == "private" ? "fileprivate " : $0.name.text + " " } ?? ""
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                remove(function.attributes, modifiers: function.modifiers)
                let labels: [String?] = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
                functions.append(DeclaredFunction(
                    typeName: node.name.text, baseName: function.name.text, labels: labels,
                    selector: function.attributes.customObjCName ?? ObjCNames.selector(baseName: function.name.text, labels: labels),
                    isExposed: false, body: nil, file: fileIndex))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                remove(variable.attributes, modifiers: variable.modifiers)
            }
            guard let optional = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: { $0.name.text == "optional" })
            else { continue }
            removals.append(optional.positionAfterSkippingLeadingTrivia.utf8Offset..<optional.endPositionBeforeTrailingTrivia.utf8Offset)
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                diagnose(optional, "only `@objc optional` methods are supported by the UIKit source plugin, not optional properties")
                continue
            }
            let labels: [String?] = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            let selector = function.attributes.customObjCName ?? ObjCNames.selector(baseName: function.name.text, labels: labels)
            let returnType = function.signature.returnClause?.type.trimmedDescription
            optionalRequirements.append(OptionalRequirement(
                protocolName: node.name.text, baseName: function.name.text, labels: labels, selector: selector,
                signature: "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription)",
                returnsValue: returnType != nil && returnType != "Void" && returnType != "()", access: access, file: fileIndex))
        }
        // Requirements have no bodies to call: nothing inside goes in a table.
        return .skipChildren
    }

    private func push(_ name: String, objc: Bool) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        objcExtensionDepth.append(objc)
        return .visitChildren
    }

    private func pop() {
        typeStack.removeLast()
        objcExtensionDepth.removeLast()
    }

    // MARK: Members

    /// Linux Foundation's `NSObject` has no `awakeFromNib()`: in a direct subclass (a storyboard's
    /// custom object) the method's `override` and its `super.awakeFromNib()` call go, so the app's
    /// iOS code compiles, and the nib loader calls the method through the class's table.
    private func removeAwakeFromNibOverride(_ node: FunctionDeclSyntax) {
        for modifier in node.modifiers where modifier.name.text == "override" {
            removals.append(modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        for statement in node.body?.statements ?? [] {
            guard let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
                  member.declName.baseName.text == "awakeFromNib" else { continue }
            removals.append(statement.positionAfterSkippingLeadingTrivia.utf8Offset..<statement.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { diagnoseLocalTypes(in: body) }
        if node.name.text == "awakeFromNib", node.signature.parameterClause.parameters.isEmpty,
           let type = currentType, objectSubclasses.contains(type) {
            removeAwakeFromNibOverride(node)
        }
        let exposing = !node.attributes.named(exposingAttributes).isEmpty || inObjCExtension
        remove(node.attributes, modifiers: node.modifiers)
        let baseName = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let selector = node.attributes.customObjCName ?? ObjCNames.selector(baseName: baseName, labels: labels)
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        var body: String?
        if !isStatic, !isAsync, let type = currentType {
            let arguments = parameters.enumerated().map { index, parameter in
                let value = "_selectorArgument(arguments, \(index), selector: \(literal(selector)))"
                return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
            }
            let throwing = node.signature.effectSpecifiers?.throwsClause != nil
            let call = "(object as! \(type)).\(backticked(baseName))(\(arguments.joined(separator: ", ")))"
            body = throwing ? "try? \(call)" : call
        }
        functions.append(DeclaredFunction(typeName: currentType, baseName: baseName, labels: labels, selector: selector,
                                          isExposed: exposing, body: body, file: fileIndex))
        guard exposing, !isStatic, let type = currentType else { return .skipChildren }
        if isAsync {
            diagnose(node.name, "`@objc async` methods are not supported by the UIKit source plugin: a selector cannot await")
            return .skipChildren
        }
        if let body { exposed.append(ExposedMember(typeName: type, selector: selector, body: body)) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let exposing = !node.attributes.named(exposingAttributes).isEmpty || (inObjCExtension && node.bindingSpecifier.text == "var")
        remove(node.attributes, modifiers: node.modifiers)
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        guard exposing, !isStatic, let type = currentType else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let getter = node.attributes.customObjCName ?? ObjCNames.getter(name)
            exposed.append(ExposedMember(typeName: type, selector: getter, body: "(object as! \(type)).\(backticked(name))"))
            let settable = node.bindingSpecifier.text == "var" && (binding.accessorBlock == nil || binding.accessorBlock!.description.contains("set"))
            if settable {
                let setter = ObjCNames.setter(name)
                exposed.append(ExposedMember(
                    typeName: type, selector: setter,
                    body: "(object as! \(type)).\(backticked(name)) = _selectorArgument(arguments, 0, selector: \(literal(setter)))"))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { diagnoseLocalTypes(in: body) }
        remove(node.attributes, modifiers: node.modifiers)
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        remove(node.attributes, modifiers: node.modifiers)
        return .skipChildren
    }
}

extension Collector {
    /// Types declared inside a function body get no selector table (nothing outside the function
    /// can name them), so their Objective-C attributes are refused, clearly, where they are.
    func diagnoseLocalTypes(in body: CodeBlockSyntax) {
        let finder = LocalAttributeFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        for attribute in finder.found {
            diagnoseLocal(attribute)
        }
    }
}

/// The Objective-C attributes inside a function body.
private final class LocalAttributeFinder: SyntaxVisitor {
    var found: [AttributeSyntax] = []

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if objcAttributes.contains(node.attributeName.trimmedDescription) { found.append(node) }
        return .skipChildren
    }
}

/// `name` as a Swift string literal.
func literal(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// A name that is a keyword in backticks.
func backticked(_ name: String) -> String {
    ["default", "class", "func", "var", "let", "in", "is", "as", "switch", "case", "return", "self"].contains(name) ? "`\(name)`" : name
}
