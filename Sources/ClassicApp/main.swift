// An app written the iOS 12 way, before scenes: `main.swift` starts it with UIApplicationMain,
// the app delegate (iOS/AppDelegate.swift) makes the window in didFinishLaunching and hears the
// app-based lifecycle. Its iOS/ folder is compiled through the UIKit source plugin; each browser
// session runs its own UIApplication and app delegate.
import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
