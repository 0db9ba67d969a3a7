// seeds/001, "the main function": the notes' `UIApplicationMain` call, as written, in a function
// (this file is not main.swift); its app delegate is the lifecycle sample's.
import UIKit

enum MainFunctionSample {
    @MainActor static func startTheApp() -> Int32 {
        UIApplicationMain(CommandLine.argc, UnsafeMutableRawPointer(CommandLine.unsafeArgv).bindMemory(to: UnsafeMutablePointer<Int8>.self, capacity: Int(CommandLine.argc)), NSStringFromClass(UIApplication.self), NSStringFromClass(LifecycleSample.AppDelegate.self))
    }
}
