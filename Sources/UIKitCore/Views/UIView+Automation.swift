import Foundation

extension UIView {
    /// What automation reads from the view (the REST tree and WebDriver): a label's text or a
    /// button's title, and a control's value or the accessibility value.
    @_spi(Host) public var automationReading: (text: String?, value: String?) {
        (automationText, automationValue)
    }
}
