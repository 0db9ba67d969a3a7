import Foundation
@testable import UIKitServer

/// A small element tree like a sign-in screen's, built without views:
///
///     Application "Demo"
///       Window
///         Other "form"
///           StaticText "Welcome"
///           TextField "email" (value "ada@example.com")
///           SecureTextField "password" (value "•••")
///           Button "signIn" label "Sign In"
///           Button "help" label "Help" (disabled)
///         Table "list"
///           Cell label "Row 1"
///           Cell label "Row 2" (selected)
///           Cell label "Émile"
enum WebDriverTestTree {
    static func make() -> ElementSnapshot {
        ElementSnapshot(type: "XCUIElementTypeApplication", name: "Demo", label: "Demo",
                        rect: CGRect(x: 0, y: 0, width: 390, height: 844), children: [
            ElementSnapshot(type: "XCUIElementTypeWindow", rect: CGRect(x: 0, y: 0, width: 390, height: 844), children: [
                ElementSnapshot(type: "XCUIElementTypeOther", name: "form", rect: CGRect(x: 0, y: 0, width: 390, height: 400), children: [
                    ElementSnapshot(type: "XCUIElementTypeStaticText", name: "Welcome", label: "Welcome", value: "Welcome",
                                    rect: CGRect(x: 16, y: 60, width: 358, height: 30), isAccessible: true),
                    ElementSnapshot(type: "XCUIElementTypeTextField", name: "email", value: "ada@example.com",
                                    rect: CGRect(x: 16, y: 100, width: 358, height: 34), isAccessible: true),
                    ElementSnapshot(type: "XCUIElementTypeSecureTextField", name: "password", value: "•••",
                                    rect: CGRect(x: 16, y: 140, width: 358, height: 34), isAccessible: true),
                    ElementSnapshot(type: "XCUIElementTypeButton", name: "signIn", label: "Sign In",
                                    rect: CGRect(x: 115, y: 190, width: 160, height: 44.5), isAccessible: true),
                    ElementSnapshot(type: "XCUIElementTypeButton", name: "help", label: "Help",
                                    rect: CGRect(x: 115, y: 240, width: 160, height: 44), isEnabled: false, isAccessible: true),
                ]),
                ElementSnapshot(type: "XCUIElementTypeTable", name: "list", rect: CGRect(x: 0, y: 400, width: 390, height: 444), children: [
                    ElementSnapshot(type: "XCUIElementTypeCell", name: "Row 1", label: "Row 1",
                                    rect: CGRect(x: 0, y: 400, width: 390, height: 44), isAccessible: true),
                    ElementSnapshot(type: "XCUIElementTypeCell", name: "Row 2", label: "Row 2",
                                    rect: CGRect(x: 0, y: 444, width: 390, height: 44), isAccessible: true, isSelected: true),
                    ElementSnapshot(type: "XCUIElementTypeCell", name: "Émile", label: "Émile",
                                    rect: CGRect(x: 0, y: 488, width: 390, height: 44), isVisible: false, isAccessible: true),
                ]),
            ]),
        ])
    }

    /// The names (else types) of what a query found, in order.
    static func names(_ elements: [ElementSnapshot]) -> [String] {
        elements.map { $0.name ?? $0.shortType }
    }
}
