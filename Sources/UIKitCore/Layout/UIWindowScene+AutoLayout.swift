import Foundation

extension UIWindowScene {
    /// The first step of the layout pass: the update-constraints pass of each window, bottom-up,
    /// then every constraint change into the window's engine and a solve. The layout that
    /// follows applies the frames top-down. Hierarchies with engines of their own that were
    /// added to a window since the last pass join the window's engine first.
    func updateConstraintsForLayoutPass() {
        LayoutEngine.adoptAttachedEngines()
        for window in windows {
            window.runUpdateConstraintsPass()
            window.autoLayout?.hostedEngine?.update(applyingIn: nil, checkEverything: true)
        }
    }

    /// After the turn's layout: the engines that took in or let go of constraints give back
    /// the room their solvers no longer use.
    func compactLayoutEngines() {
        for window in windows {
            window.autoLayout?.hostedEngine?.compactIfChanged()
        }
    }
}
