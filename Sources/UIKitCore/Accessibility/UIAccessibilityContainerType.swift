/// The types of containers that an accessibility element can have.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// The container has no special behaviour.
    case none = 0
    /// A table of data, with rows and columns.
    case dataTable = 1
    /// A list of items.
    case list = 2
    /// A landmark region of the screen.
    case landmark = 3
    /// A group of related elements, such as a set of radio buttons.
    case semanticGroup = 4
}
