import SwiftSyntax

/// Finds, in a file that imports UIKit, what iOS answers from the user's language and time
/// zone, and names the session's answer for each (docs/locale.md): on the server these belong
/// to the browser's session, while Foundation's `Locale.current` and `TimeZone.current` are the
/// process's, and a UIKit declaration of the same name would be ambiguous next to Foundation's.
final class SessionLocaleFinder: SyntaxVisitor {
    /// Byte ranges and the text that replaces them.
    var replacements: [(range: Range<Int>, text: String)] = []
    private var importsUIKit = false
    /// Whether the file needs UIKit for what Linux Foundation lacks (`Timer()`,
    /// `DateComponentsFormatter`) though it imports only Foundation: the copy imports it.
    private(set) var needsUIKit = false

    /// `Type.member` → the session's member.
    static let members: [String: [String: String]] = [
        "Locale": ["current": "Locale.sessionCurrent", "autoupdatingCurrent": "Locale.sessionCurrent",
                   "preferredLanguages": "Locale.sessionPreferredLanguages"],
        "TimeZone": ["current": "TimeZone.sessionCurrent", "autoupdatingCurrent": "TimeZone.sessionCurrent"],
        "Calendar": ["current": "Calendar.sessionCurrent", "autoupdatingCurrent": "Calendar.sessionCurrent"],
        "String": ["localizedStringWithFormat": "String.sessionLocalizedStringWithFormat"],
    ]

    init(tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        importsUIKit = tree.statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
            let module = decl.path.first?.name.text
            return module == "UIKit" || module == "UIKitCore"
        }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .visitChildren }
        let name = node.declName.baseName.text
        let baseText = base.trimmedDescription
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
           let scheduling = Self.scheduling(name, on: baseText, firstLabel: call.arguments.first?.label?.text) {
            replace(node.declName, with: scheduling)
            needsUIKit = needsUIKit || !importsUIKit
            return .visitChildren
        }
        guard importsUIKit else { return .visitChildren }
        if let replacement = Self.members[baseText.replacingOccurrences(of: "Foundation.", with: "")]?[name] {
            replace(node, with: replacement)
            return .skipChildren
        }
        // `Bundle.main.preferredLocalizations` and `bundle.localizedString(forKey:value:table:)`.
        if name == "preferredLocalizations", baseText.hasPrefix("Bundle") {
            replace(node.declName, with: "sessionPreferredLocalizations")
        } else if name == "infoDictionary", baseText == "Bundle.main" {
            // The app's Info.plist, which the plugin embeds; Linux's main bundle has none.
            replace(node.declName, with: "appInfoDictionary")
        } else if name == "object", baseText == "Bundle.main",
                  node.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text == "forInfoDictionaryKey" {
            replace(node.declName, with: "appObject")
        } else if name == "localizedString", node.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text == "forKey" {
            replace(node.declName, with: "sessionLocalizedString")
        }
        return .visitChildren
    }

    /// Work scheduled to run later on the main thread, renamed to UIKit's versions that carry
    /// the scheduling turn's locale to it: `DispatchQueue.main.async`/`asyncAfter` and
    /// block-based `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    private static func scheduling(_ name: String, on base: String, firstLabel: String?) -> String? {
        switch (base.replacingOccurrences(of: "Dispatch.", with: "").replacingOccurrences(of: "Foundation.", with: ""), name) {
        case ("DispatchQueue.main", "async"): "_sessionAsync"
        case ("DispatchQueue.main", "asyncAfter"): "_sessionAsyncAfter"
        case ("Timer", "scheduledTimer") where firstLabel == "withTimeInterval": "_sessionScheduledTimer"
        default: nil
        }
    }

    /// Formatters whose `locale` starts as the process's: made with no arguments, they get the
    /// session's (`_sessionLocalized(DateFormatter())`), as iOS gives them the user's.
    /// (Linux Foundation has no `DateComponentsFormatter` or `MeasurementFormatter`.)
    static let formatters: Set<String> = ["DateFormatter", "NumberFormatter", "DateIntervalFormatter"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
        if importsUIKit, Self.formatters.contains(type) {
            replace(node, with: "_sessionLocalized(\(node.trimmedDescription))")
            return .skipChildren
        }
        // `var timer = Timer()`, a placeholder until the app schedules one, in any file (a view
        // model importing only Foundation, say): Linux Foundation's Timer has no `init()` (and
        // an extension cannot add one over NSObject's).
        if type == "Timer" {
            replace(node, with: "Timer._unscheduled()")
            needsUIKit = !importsUIKit
            return .skipChildren
        }
        return .visitChildren
    }

    /// `Timer(timeInterval:repeats:block:)` and `Timer(fire:interval:repeats:block:)`: made as
    /// UIKit's `Timer._sessionTimer(…)`, whose block runs with the locale of the turn that made it.
    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self), type.baseName.text == "Timer" else { return }
        let labels = node.arguments.map { $0.label?.text }
        guard labels.contains("repeats"), !labels.contains("target"),
              labels.contains("block") || node.trailingClosure != nil else { return }
        replace(type, with: "Timer._sessionTimer")
        needsUIKit = needsUIKit || !importsUIKit
    }

    /// `DateComponentsFormatter`, which Linux Foundation declares unavailable: UIKit's own
    /// shadows it in a file that imports UIKit.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "DateComponentsFormatter", !importsUIKit { needsUIKit = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "DateComponentsFormatter", !importsUIKit { needsUIKit = true }
        guard importsUIKit, node.baseName.text == "NSLocalizedString" else { return .visitChildren }
        replace(node, with: "_UIKitLocalizedString")
        return .skipChildren
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        replacements.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text))
    }
}
