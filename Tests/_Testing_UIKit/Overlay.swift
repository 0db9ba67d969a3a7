// Swift Testing declares a cross-import overlay for `UIKit`, so a test file that imports both
// `Testing` and `UIKit` makes the compiler load `_Testing_UIKit`. Apple ships that module; the
// Linux toolchain does not, so this empty one stands in for it and passes `Testing` through.
@_exported import Testing
