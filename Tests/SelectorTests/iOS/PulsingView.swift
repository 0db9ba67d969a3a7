import UIKit

/// A view that animates itself from a display link, as iOS code does.
final class PulsingView: UIView {
    var link: CADisplayLink?
    var frames: [CFTimeInterval] = []

    func start() {
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .common)
    }

    @objc private func step(_ displayLink: CADisplayLink) {
        frames.append(displayLink.timestamp)
        alpha = CGFloat(frames.count % 2)
        if frames.count == 3 { displayLink.invalidate() }
    }
}

/// A view model with no actor, as Swift 5 era code writes one, scheduling a selector timer.
final class StopwatchModel: NSObject {
    private(set) var ticks = 0
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    func fireNow() {
        timer?.fire()
    }

    func stop() {
        timer?.invalidate()
    }

    @objc private func tick() {
        ticks += 1
    }
}
