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
