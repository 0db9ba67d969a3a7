// An app as Xcode wrote them before scenes (iOS 12): an app delegate with a `window`, and
// Info.plist's `UIMainStoryboardFile` naming Main.storyboard, whose initial view controller UIKit
// shows. Its iOS/ folder is compiled through the UIKit source plugin; each browser session is one
// scene of it.
