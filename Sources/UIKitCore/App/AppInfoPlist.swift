import Foundation

/// The app's own Info.plist, as Xcode writes it: the source plugin embeds the file the app's
/// target holds and registers it as the first instance of the app's classes is made (the app
/// delegate, before any scene connects). Xcode's build variables in every string are expanded
/// (AppInfoPlist+Keys.swift), and a bare class name is looked up in the app's module.
public enum _AppInfoPlist {
    /// Registers the Info.plist (its bytes, base64): its scene manifest configures scenes, and
    /// the fonts it lists under `UIAppFonts` are loaded from the app's resources.
    public static func register(base64: String) {
        MainActor.assumeIsolated {
            guard let data = Data(base64Encoded: base64),
                  let raw = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let plist = AppInfoPlist.expandingBuildVariables(
                      in: raw, AppInfoPlist.buildVariables(module: UIApplication.appModuleName ?? "")) as? [String: Any] else {
                UIApplication.reportLaunchProblem("the app's Info.plist could not be read as a property list")
                return
            }
            AppInfoPlist.infoDictionary = plist
            AppAccentColor.infoPlistName = plist["NSAccentColorName"] as? String
            UIApplication.process.loadSceneManifest(infoDictionary: plist)
            AppInfoPlist.registerAppFonts(plist)
        }
    }
}

extension UIApplication {
    /// The module of the app's `@main` class: what `$(PRODUCT_MODULE_NAME)` stands for.
    static var appModuleName: String?

    /// Finds the class an Info.plist names for `key`: Xcode's build variables expanded with the
    /// app's module, then the name as it is (`Module.ClassName`), then, for a bare name, in the
    /// app's module. A name that finds nothing is a launch problem, said in the log and on the
    /// page of a scene left without a window.
    static func classNamed(_ name: String, key: String) -> Result<AnyClass, LaunchProblem> {
        let module = appModuleName ?? ""
        var expanded = name
        for variable in ["PRODUCT_MODULE_NAME", "TARGET_NAME", "PRODUCT_NAME", "EXECUTABLE_NAME"] {
            expanded = expanded.replacingOccurrences(of: "$(\(variable))", with: module)
                .replacingOccurrences(of: "${\(variable)}", with: module)
        }
        if let found = NSClassFromString(expanded) { return .success(found) }
        if !expanded.contains("."), !module.isEmpty, let found = NSClassFromString("\(module).\(expanded)") { return .success(found) }
        let problem = LaunchProblem(description: "Info.plist's \(key) is \"\(name)\", but the app has no class "
            + (expanded.contains(".") || module.isEmpty ? "\"\(expanded)\"" : "\"\(expanded)\" (looked for \"\(module).\(expanded)\")"))
        reportLaunchProblem(problem.description)
        return .failure(problem)
    }

    /// Problems already said in the log.
    private(set) static var reportedProblems: Set<String> = []

    /// Says a launch problem in the log, once.
    static func reportLaunchProblem(_ problem: String) {
        guard reportedProblems.insert(problem).inserted else { return }
        FileHandle.standardError.write(Data("UIKit: \(problem)\n".utf8))
    }
}

/// Why the app could not be set up as its Info.plist says.
struct LaunchProblem: Error, CustomStringConvertible {
    let description: String
}

extension UIWindowScene {
    /// A scene whose delegate was made but showed no window by the end of connecting (after
    /// `scene(_:willConnectTo:options:)` and becoming active): the problem, said in the log.
    func windowlessDelegateProblem() -> [String] {
        guard !windows.contains(where: { !$0.isHidden }) else { return [] }
        guard let delegate else { return appDelegateWindowProblem() }
        let name = String(describing: type(of: delegate))
        let problem = "\(name) did not show a window: in scene(_:willConnectTo:options:), make a UIWindow(windowScene:), "
            + "set its rootViewController, keep it in the delegate's `window` property and call makeKeyAndVisible()"
        UIApplication.reportLaunchProblem(problem)
        return [problem]
    }

    /// An app with scenes but no scene delegate that made its window in its app delegate, as
    /// before iOS 13: the window belongs to no scene, so nothing would show.
    private func appDelegateWindowProblem() -> [String] {
        guard let appDelegate = UIApplication.process.delegate, appDelegate.window != nil else { return [] }
        let name = String(describing: type(of: appDelegate))
        let problem = "\(name) made its window in application(_:didFinishLaunchingWithOptions:), as apps did before scenes, "
            + "but the app runs with scenes (its Info.plist has a UIApplicationSceneManifest, or its app delegate's `window` "
            + "does not keep the window it is given) and has no scene delegate: set the window up in a UIWindowSceneDelegate's "
            + "scene(_:willConnectTo:options:), or, to run the iOS 12 way, remove the manifest and keep the window in a "
            + "stored `var window: UIWindow?`"
        UIApplication.reportLaunchProblem(problem)
        return [problem]
    }

    /// A scene whose configuration named a class that does not exist, or whose delegate showed no
    /// window, and that shows no window after connecting, shows the problem instead of a blank page.
    func showLaunchProblemsIfBlank(_ problems: [String]) {
        guard !problems.isEmpty, !windows.contains(where: { !$0.isHidden }) else { return }
        let window = UIWindow(windowScene: self)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.numberOfLines = 0
        label.textColor = .systemRed
        label.accessibilityIdentifier = "launchProblem"
        label.text = "This app could not show its scene.\n\n" + problems.joined(separator: "\n\n")
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
}

extension Bundle {
    /// The app's Info.plist as Xcode writes it (build variables expanded), embedded by the source
    /// plugin: what `Bundle.main.infoDictionary` means in app code compiled through it (Linux's
    /// main bundle has no Info.plist). Nil until the app registered one.
    public var appInfoDictionary: [String: Any]? {
        AppInfoPlist.readableEverywhere
    }

    /// A value of the app's Info.plist: what `Bundle.main.object(forInfoDictionaryKey:)` means
    /// in app code compiled through the source plugin.
    public func appObject(forInfoDictionaryKey key: String) -> Any? {
        appInfoDictionary?[key]
    }
}
