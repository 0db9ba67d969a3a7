import Foundation

/// The backdrop for your app's user interface and the object that dispatches events to your views.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The positioning of windows relative to each other: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Creates a window and associates it with the given scene; it fills the scene's screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        configureAsWindow()
        windowSceneHandle = windowScene.lifetimeHandle
        sceneRenderer = windowScene.renderer
        windowScene.attach(self)
    }

    /// Creates a window with the given frame, not yet in any scene.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsWindow()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsWindow()
        NibDecoder.finish(coder, self, as: UIWindow.self)
    }

    private func configureAsWindow() {
        storedWindow = self
        isHidden = true
    }

    /// The window's first responder, which receives key and edit actions first.
    weak var firstResponder: UIResponder?

    /// The scene that contains the window.
    open var windowScene: UIWindowScene? {
        get { windowSceneHandle?.referent(UIWindowScene.self) }
        set {
            let oldValue = windowScene
            windowSceneHandle = newValue?.lifetimeHandle
            sceneRenderer = newValue?.renderer
            guard newValue !== oldValue else { return }
            TraitEnvironmentGeneration.advance()
            oldValue?.detach(self)
            newValue?.attach(self)
        }
    }
    /// The scene, held through its handle (LifetimeHandle.swift).
    private var windowSceneHandle: LifetimeHandle?
    /// The renderer of the scene, which views mark their changes with: read without the scene,
    /// which other scenes' registries refer to weakly, so that each retain of it takes the
    /// runtime's slow path. `nil` once the scene is gone, as the scene's renderer then.
    @HandleReference private(set) var sceneRenderer: SceneRenderer?

    /// The position of the window among the scene's windows.
    open var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { windowScene?.windowOrderChanged() } }
    }

    /// The root view controller for the window, whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            replaceRootViewController(oldValue, with: rootViewController)
        }
    }

    /// A Boolean value that indicates whether the window is the key window of its scene.
    open var isKeyWindow: Bool {
        windowScene?.keyWindow === self
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window of its scene.
    open func makeKey() {
        joinSessionSceneOfAppWithoutScenes()
        windowScene?.keyWindow = self
    }

    /// A window made without a scene (`UIWindow(frame:)`) by an app without scenes belongs to
    /// the scene of the session whose turn it is, the app's only one.
    private func joinSessionSceneOfAppWithoutScenes() {
        guard windowScene == nil, let scene = UIWindowScene.turnScene, UIApplication.sessionApplication(of: scene) != nil else { return }
        windowScene = scene
    }

    /// The screen on which the window is displayed.
    open var screen: UIScreen? {
        windowScene?.screen
    }

    /// Dispatches the touches of an event to the views they began in, and the presses of a
    /// presses event to the responders they began at.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(of: presses)
            return
        }
        deliverTouches(of: event)
    }

    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if !isHidden { joinSessionSceneOfAppWithoutScenes() }
            if isHidden { hideRootViewController() } else { showRootViewController() }
        }
    }

    /// The window's next responder is its scene.
    open override var next: UIResponder? {
        windowScene
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    override var renderKind: RenderNodeKind { .window }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        // A window is hidden until it is made visible, unlike other views.
        if key == .hidden { return .bool(isHidden) }
        return super.renderValue(for: key)
    }
}
