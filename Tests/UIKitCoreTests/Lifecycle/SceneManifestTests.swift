import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The scene delegate the fixture manifest names.
@MainActor
final class ManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// The scene class the fixture manifest names.
@MainActor
final class ManifestWindowScene: UIWindowScene {}

/// An app delegate that leaves scene configuration to the manifest.
@MainActor
private final class ManifestAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
struct SceneManifestTests {
    /// An Info.plist as Xcode writes one for a scene-based app.
    static let fixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key>
            <true/>
            <key>UISceneConfigurations</key>
            <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array>
                    <dict>
                        <key>UISceneConfigurationName</key>
                        <string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key>
                        <string>UIKitCoreTests.ManifestSceneDelegate</string>
                        <key>UISceneClassName</key>
                        <string>UIKitCoreTests.ManifestWindowScene</string>
                    </dict>
                    <dict>
                        <key>UISceneConfigurationName</key>
                        <string>Plain</string>
                    </dict>
                </array>
            </dict>
        </dict>
    </dict>
    </plist>
    """

    /// Runs the body with the fixture manifest loaded and an app delegate that does not configure
    /// scenes, then puts the application back as it was.
    private func withManifest(_ body: () -> Void) {
        let application = UIApplication.shared
        let previousDelegate = application.delegate
        let info = try? PropertyListSerialization.propertyList(from: Data(Self.fixture.utf8), format: nil) as? [String: Any]
        application.delegate = ManifestAppDelegate()
        application.loadSceneManifest(infoDictionary: info)
        body()
        application.loadSceneManifest(infoDictionary: nil)
        application.delegate = previousDelegate
    }

    @Test func testNSClassFromStringFindsSwiftClassesByModuleQualifiedName() {
        #expect(NSClassFromString("UIKitCoreTests.ManifestSceneDelegate") == ManifestSceneDelegate.self)
    }

    @Test func testWithoutAConfigurationFromTheAppDelegateTheManifestsFirstIsUsed() {
        withManifest {
            let scene = UIApplication.shared.connectScene(persistentIdentifier: "manifest-\(UUID())",
                                                          display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
            #expect(scene.session.configuration.name == "Default Configuration")
            #expect(type(of: scene) == ManifestWindowScene.self)
            #expect(scene.delegate is ManifestSceneDelegate)
            #expect(UIApplication.shared.supportsMultipleScenes)
            UIApplication.shared.disconnectScene(scene)
        }
    }

    @Test func testAConfigurationMadeByNameTakesTheManifestsClasses() {
        withManifest {
            let named = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            #expect(named.delegateClass == ManifestSceneDelegate.self)
            #expect(named.sceneClass == ManifestWindowScene.self)
            let plain = UISceneConfiguration(name: "Plain", sessionRole: .windowApplication)
            #expect(plain.delegateClass == nil)
            let unknown = UISceneConfiguration(name: "Elsewhere", sessionRole: .windowApplication)
            #expect(unknown.delegateClass == nil)
        }
        #expect(UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication).delegateClass == nil)
        #expect(!UIApplication.shared.supportsMultipleScenes)
    }
}
