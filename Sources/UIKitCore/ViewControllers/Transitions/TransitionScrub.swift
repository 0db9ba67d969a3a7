import Foundation

/// The view animations an animator made for a transition, held and moved by an interaction:
/// the page holds them at a fraction of the transition (the presentation layer too), and plays
/// them on to the end, or back to the start, where the views take their start values again.
/// Each animation's completion runs, with `true`, when it gets there.
@MainActor
final class TransitionScrub {
    @HandleReference private var scene: UIWindowScene?
    private var animations: [RunningViewAnimation] = []
    /// The length of the longest animation, delay included: the whole of the transition.
    private var length: TimeInterval = 0
    /// Where the animations are, from 0 to 1 of `length`, at `anchorTime`, and how fast they go
    /// (in fractions per second; negative going back, 0 held).
    private var anchor: Double = 0
    private var anchorTime: TimeInterval = 0
    private var rate: Double = 0

    /// Runs `start` (the animator's `animateTransition(using:)`) and holds at the start the
    /// view animations it made in `scene`.
    init(scene: UIWindowScene?, start: () -> Void) {
        self.scene = scene
        let before = scene?.runningAnimations ?? []
        start()
        guard let scene else { return }
        animations = scene.runningAnimations.filter { running in !before.contains { $0 === running } }
        length = animations.map { $0.timing.delay + $0.timing.duration }.max() ?? 0
        for running in animations {
            scene.holdEnd(of: running)
            running.owner = self
            running.progressNow = { [weak self, unowned running] in
                running.timing.progress(at: (self?.fraction ?? 1) * (self?.length ?? 0))
            }
        }
        hold(at: 0)
    }

    /// Whether the animator made any animation to drive.
    var isEmpty: Bool { animations.isEmpty }

    /// Where the animations are now, from 0 to 1.
    var fraction: Double {
        guard rate != 0, let clock = scene?.clock else { return anchor }
        return min(max(anchor + (clock.now - anchorTime) * rate, 0), 1)
    }

    /// Holds the animations `fraction` of the way.
    func hold(at fraction: Double) {
        anchor = min(max(fraction, 0), 1)
        rate = 0
        guard let scene else { return }
        for running in animations { scene.holdEnd(of: running); running.owner = self }
        for view in animations.flatMap(\.views) {
            var seek = RenderAnimation(id: view.renderNodeID, kind: .seek, duration: 0)
            seek.time = anchor * length
            scene.renderer.control(seek)
        }
    }

    /// Plays the animations on from where they are to the end (or back to the start) at
    /// `speed` times their own pace.
    func play(toEnd: Bool, speed: Double) {
        guard let scene, length > 0 else {
            toEnd ? finishAll() : revertAll()
            return
        }
        let from = fraction
        let speed = max(speed, 0.0001)
        anchor = from
        anchorTime = scene.clock.now
        rate = (toEnd ? 1 : -1) * speed / length
        for view in animations.flatMap(\.views) {
            var play = RenderAnimation(id: view.renderNodeID, kind: .play, duration: 0)
            play.time = from * length
            play.rate = toEnd ? speed : -speed
            scene.renderer.control(play)
        }
        let left = (toEnd ? 1 - from : from) * length / speed
        guard let first = animations.first else { return }
        for running in animations.dropFirst() { scene.holdEnd(of: running); running.endTime = scene.clock.now + left }
        scene.scheduleEnd(of: first, after: left) { [weak self] in
            guard let self else { return }
            toEnd ? self.finishAll() : self.revertAll()
        }
    }

    /// The animations reached their end: they complete as a plain animation does.
    private func finishAll() {
        anchor = 1
        rate = 0
        let all = animations
        animations.removeAll()
        for running in all { scene?.finish(running, finished: true) }
    }

    /// The animations went back to their start: the page stops playing them, the views take
    /// the values they had before the animations, and the completions run.
    private func revertAll() {
        anchor = 0
        rate = 0
        let all = animations
        animations.removeAll()
        var completions: [@MainActor (Bool) -> Void] = []
        for running in all {
            if let completion = running.completion { completions.append(completion) }
            running.completion = nil
            scene?.finish(running, finished: false)
            for view in running.views { scene?.renderer.cancelAnimations(of: view) }
        }
        UIView.performWithoutAnimation {
            for running in all {
                for view in running.views {
                    for value in running.modelFrom[ObjectIdentifier(view)] ?? [] { value.apply(to: view) }
                }
            }
        }
        for completion in completions { completion(true) }
    }
}
