// This app is in iOS/, as Xcode's iOS App template writes one with the Storyboard interface: an
// app delegate, a scene delegate whose window UIKit makes from Info.plist's
// `UISceneStoryboardFile` (Main.storyboard), and a view controller with an outlet and an action.
// The target excludes that folder and the UIKit source plugin compiles it, storyboards included.
