import Foundation

/// The device the app runs on: here, the browser of the session whose turn is running. Its
/// idiom and orientation are that session's; its name and model are an iPhone's (or an iPad's
/// when the session's window is regular in both size classes), as apps branch on them.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the session whose turn runs.
    public class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// The idiom of the session's scene: a pad when its window is regular in both size classes.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let traits = UIWindowScene.turnScene?.traitCollection
        guard let traits else { return .phone }
        return traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular ? .pad : .phone
    }

    open var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var model: String { name }
    open var localizedModel: String { name }
    open var systemName: String { "iOS" }
    /// The iOS version whose behaviour the framework follows.
    open var systemVersion: String { "17.0" }

    /// The session's interface orientation as a device orientation (faces up or down are never
    /// reported: a browser has no such sensor).
    open var orientation: UIDeviceOrientation {
        switch UIWindowScene.turnScene?.effectiveGeometry.interfaceOrientation ?? .portrait {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }

    open var isGeneratingDeviceOrientationNotifications: Bool { generatingOrientationNotifications > 0 }
    private var generatingOrientationNotifications = 0
    open func beginGeneratingDeviceOrientationNotifications() { generatingOrientationNotifications += 1 }
    open func endGeneratingDeviceOrientationNotifications() {
        generatingOrientationNotifications = max(0, generatingOrientationNotifications - 1)
    }

    /// The battery is not known to a server: monitoring can be switched on, the level stays -1
    /// and the state unknown, as in the iOS Simulator.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }
    open var isMultitaskingSupported: Bool { true }

    /// One identifier per server process and app, as iOS gives one per vendor and device.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// Plays the keyboard click: nothing on the server.
    open func playInputClick() {}

    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}
