import Foundation

/// The kinds of bar a customization is for: standard or compact height, with or without a
/// prompt.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
