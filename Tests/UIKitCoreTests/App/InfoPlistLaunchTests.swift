import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A scene delegate that forgets to show a window.
final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
    }
}

/// The keys of an Info.plist UIKit reads at launch, besides the scene manifest.
@MainActor
struct InfoPlistLaunchTests {
    private func manifest(delegate: String) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate],
            ]],
        ]]
    }

    @Test func testASceneDelegateThatShowsNoWindowIsShownOnThePageNamingTheDelegate() throws {
        UIApplication.shared.loadSceneManifest(infoDictionary: manifest(delegate: "UIKitCoreTests.WindowlessSceneDelegate"))
        defer { UIApplication.shared.loadSceneManifest(infoDictionary: nil) }
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "windowless-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        #expect(scene.delegate is WindowlessSceneDelegate)
        let label = try #require(scene.view(withAccessibilityIdentifier: "launchProblem") as? UILabel)
        #expect(label.text?.contains("WindowlessSceneDelegate did not show a window") == true)
        #expect(label.text?.contains("makeKeyAndVisible()") == true)
        #expect(scene.windows.filter { !$0.isHidden }.count == 1)
    }

    @Test func testTheDisplayNameIsTheTitleElseTheBundleName() throws {
        let plist: [String: Any] = ["CFBundleName": "Plain", "CFBundleDisplayName": "Shown Name"]
        _AppInfoPlist.register(base64: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .base64EncodedString())
        #expect(UIApplication.appDisplayName == "Shown Name")
        _AppInfoPlist.register(base64: try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Plain"], format: .xml,
                                                                          options: 0).base64EncodedString())
        #expect(UIApplication.appDisplayName == "Plain")
        #expect(UIApplication.launchScreen == nil)
        UIApplication.shared.loadSceneManifest(infoDictionary: nil)
    }

    @Test func testTheLaunchScreenSaysWhichBarsItShows() throws {
        let plist: [String: Any] = ["UILaunchScreen": ["UINavigationBar": [String: Any](), "UIImageRespectsSafeAreaInsets": false]]
        _AppInfoPlist.register(base64: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .base64EncodedString())
        defer { UIApplication.shared.loadSceneManifest(infoDictionary: nil) }
        let screen = try #require(UIApplication.launchScreen)
        #expect([screen.showsNavigationBar, screen.showsTabBar, screen.imageRespectsSafeAreaInsets] == [true, false, false])
        #expect(screen.imageDataURL == nil)
    }

    @Test func testTheLaunchScreensColorNameIsAColorSetOfTheAssetCatalogInBothAppearances() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LaunchColor-\(UUID().uuidString)")
        let colorSet = folder.appendingPathComponent("Assets.xcassets/LaunchBackground.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "0", "alpha": "1.000"}},
                         "idiom": "universal"},
                        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                         "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "128", "alpha": "1.000"}},
                         "idiom": "universal"}]}
            """.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        _AppResources.register(bundle: try #require(Bundle(path: folder.path)))
        defer { _AppResources.register(bundle: .main) }
        let plist: [String: Any] = ["UILaunchScreen": ["UIColorName": "LaunchBackground"]]
        _AppInfoPlist.register(base64: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .base64EncodedString())
        defer { UIApplication.shared.loadSceneManifest(infoDictionary: nil) }
        let screen = try #require(UIApplication.launchScreen)
        #expect(screen.backgroundLight == "rgba(255,0,0,1)")
        #expect(screen.backgroundDark == "rgba(0,0,128,1)")
        let missing: [String: Any] = ["UILaunchScreen": ["UIColorName": "Nowhere"]]
        _AppInfoPlist.register(base64: try PropertyListSerialization.data(fromPropertyList: missing, format: .xml, options: 0)
            .base64EncodedString())
        #expect(UIApplication.launchScreen?.backgroundLight == nil)
    }
}
