import Foundation

/// A scene that manages one or more windows for your app: on the server, the windows of one
/// browser session.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene whose turn is running (or ran last): the one `UIScreen.main` and haptic
    /// feedback stand for, since one server runs many scenes. The host sets it as it starts a
    /// turn.
    ///
    /// Weak, not through a handle (LifetimeHandle.swift): this reference crosses scenes, and a
    /// scene whose last reference goes on another thread is freed there.
    @_spi(Host) public static weak var turnScene: UIWindowScene? {
        didSet { SessionLocale.enterTurn(of: turnScene) }
    }

    /// The screen of the scene: the browser viewport.
    open internal(set) var screen: UIScreen
    /// The traits of the scene's environment.
    open internal(set) var traitCollection: UITraitCollection {
        didSet { TraitEnvironmentGeneration.advance() }
    }
    /// The orientation of the scene's interface: landscape when the browser's viewport is wider
    /// than tall (or the browser says so), portrait otherwise.
    open internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// The key window of the scene.
    open internal(set) var keyWindow: UIWindow? {
        get { keyWindowReference }
        set { keyWindowReference = newValue }
    }
    /// Held through its handle rather than weakly (LifetimeHandle.swift).
    @HandleReference private var keyWindowReference: UIWindow?
    /// The view animations running in the scene (`UIView.animate`), oldest first.
    var runningAnimations: [RunningViewAnimation] = []
    /// The Core Animation animations added to layers in the scene, and how many were made.
    var layerAnimations: [RunningLayerAnimation] = []
    var layerAnimationCount = 0
    /// The scene's general pasteboard (`UIPasteboard.general` in its turns), made when first used.
    var generalPasteboard: UIPasteboard?

    private var attachedWindows: [UIWindow] = []
    /// The session's languages and time zone (Localization/UIWindowScene+Locale.swift).
    var sessionLocale = SessionLocale.system
    /// Turns finished since the scene connected, and what `restorationArchive(for:)` saved
    /// last: an unchanged scene is not encoded again.
    var finishedTurns = 0
    var restorationCache: RestorationCache?
    let renderer = SceneRenderer()
    let statusBar = UIStatusBarManager()
    var afterLayoutWork: [@MainActor () -> Void] = []
    var beforeLayoutWork: [@MainActor () -> Void] = []
    var activeTouches: [Int: UITouch] = [:]
    /// Automation's touches that became drags of a scroll view, by pointer.
    var automationDrags: [Int: AutomationDrag] = [:]
    /// Two automation touches pinching a scroll view.
    var automationPinch: AutomationPinch?
    /// Whether the run loop's next pass commits changes made outside a turn.
    var changeTurnScheduled = false
    /// Whether the last layout pass ended with views still marked (a view that marks itself
    /// again in each of its layouts): the next turn for it waits a frame.
    var layoutLeftPending = false
    /// The keys held down, and the key commands they fired (Events/Presses).
    let hardwareKeyboard = HardwareKeyboard()
    /// The scene's gesture recognizers at work, and the clock their timing runs on.
    let gestureEnvironment = GestureEnvironment()
    var lastTouchEnd: (time: TimeInterval, location: CGPoint, tapCount: Int)?
    /// The browser's on-screen keyboard (TextInput/UIWindowScene+TextInput.swift).
    let keyboard = SceneKeyboard()
    /// Where keyboard focus is, and whether VoiceOver runs (Accessibility/).
    let accessibility = SceneAccessibility()

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
        traitCollection = UITraitCollection.forDisplay(width: 390, height: 844, scale: 2, style: .light)
        super.init(session: session, connectionOptions: connectionOptions)
        renderer.scene = self
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The status bar configuration of the scene, as its view controllers ask for it.
    open var statusBarManager: UIStatusBarManager? { statusBar }

    /// The windows of the scene, back to front: ordered by window level, then by the order they
    /// were attached.
    open var windows: [UIWindow] {
        attachedWindows.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    func attach(_ window: UIWindow) {
        guard !attachedWindows.contains(where: { $0 === window }) else { return }
        attachedWindows.append(window)
        windowOrderChanged()
    }

    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
        renderer.noteRemoved(window)
        windowOrderChanged()
    }

    func windowOrderChanged() {
        renderer.windowsChanged = true
    }

    /// Runs the work at the start of the next layout pass, as UIKit delivers `viewIsAppearing(_:)`.
    func beforeLayout(_ work: @escaping @MainActor () -> Void) {
        beforeLayoutWork.append(work)
    }

    /// Runs the work after the layout pass at the end of the turn, as UIKit delivers
    /// `viewDidAppear(_:)` once the view is laid out.
    func afterLayout(_ work: @escaping @MainActor () -> Void) {
        afterLayoutWork.append(work)
    }
}
