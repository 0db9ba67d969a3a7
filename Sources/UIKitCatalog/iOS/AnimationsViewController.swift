import UIKit

/// Animations as iOS code writes them, each behind a button, on one box:
/// - view animations: a slide with a completion, a spring, a pulse until stopped, a constraint
///   change animated by `layoutIfNeeded()` inside the block;
/// - keyframes (`animateKeyframes`) and transitions (flip, curl, cross dissolve, and
///   `transition(from:to:)` swapping the box's label);
/// - a `UIViewPropertyAnimator` that can be started, paused, scrubbed to half way, reversed,
///   continued on a spring, stopped and finished where it is, and a running one;
/// - Core Animation: a basic fade, a spin, a keyframe shake, a spring bounce, and a group in a
///   `CATransaction` with a completion block.
///
/// Identifiers: `animatedBox`, `boxLabel`, `animationStatus`, and the buttons `slideButton`,
/// `springButton`, `pulseButton`, `stopButton`, `growButton`, `keyframesButton`, `flipButton`,
/// `curlButton`, `dissolveButton`, `swapButton`, `animatorButton`, `pauseButton`, `scrubButton`,
/// `reverseButton`, `continueButton`, `stopAnimatorButton`, `finishButton`, `runningButton`,
/// `fadeButton`, `spinButton`, `shakeButton`, `bounceButton`, `groupButton`.
final class AnimationsViewController: UIViewController, CAAnimationDelegate {
    private let box = UIView()
    private var boxLabel = UILabel()
    private let status = UILabel()
    private var animator: UIViewPropertyAnimator?
    private var boxLeading: NSLayoutConstraint!
    private var boxWidth: NSLayoutConstraint!
    private var slidOut = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Animations"
        view.backgroundColor = .systemBackground

        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 12
        box.accessibilityIdentifier = "animatedBox"
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)

        status.accessibilityIdentifier = "animationStatus"
        status.text = "Ready"
        status.textColor = .secondaryLabel

        boxLabel.text = "A"
        boxLabel.textColor = .white
        boxLabel.font = .boldSystemFont(ofSize: 28)
        boxLabel.accessibilityIdentifier = "boxLabel"
        boxLabel.frame = CGRect(x: 28, y: 20, width: 40, height: 40)
        box.addSubview(boxLabel)

        let rows: [[UIButton]] = [
            [button("Slide", "slideButton", #selector(slide)), button("Spring", "springButton", #selector(spring)),
             button("Pulse", "pulseButton", #selector(pulse)), button("Stop", "stopButton", #selector(stop)),
             button("Grow", "growButton", #selector(grow))],
            [button("Keys", "keyframesButton", #selector(keyframes)), button("Flip", "flipButton", #selector(flip)),
             button("Curl", "curlButton", #selector(curl)), button("Fade in", "dissolveButton", #selector(dissolve)),
             button("Swap", "swapButton", #selector(swap))],
            [button("Animator", "animatorButton", #selector(startAnimator)), button("Pause", "pauseButton", #selector(pauseAnimator)),
             button("Scrub", "scrubButton", #selector(scrubAnimator)), button("Reverse", "reverseButton", #selector(reverseAnimator)),
             button("Go on", "continueButton", #selector(continueAnimator))],
            [button("Halt", "stopAnimatorButton", #selector(stopAnimator)), button("Finish", "finishButton", #selector(finishAnimator)),
             button("Running", "runningButton", #selector(runningAnimator))],
            [button("Fade", "fadeButton", #selector(layerFade)), button("Spin", "spinButton", #selector(layerSpin)),
             button("Shake", "shakeButton", #selector(layerShake)), button("Bounce", "bounceButton", #selector(layerBounce)),
             button("Group", "groupButton", #selector(layerGroup))],
        ]
        let buttons = UIStackView(arrangedSubviews: rows.map { row in
            let stack = UIStackView(arrangedSubviews: row)
            stack.axis = .horizontal
            stack.spacing = 12
            return stack
        })
        buttons.axis = .vertical
        buttons.alignment = .leading
        buttons.spacing = 4
        let stack = UIStackView(arrangedSubviews: [buttons, status])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        boxLeading = box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
        boxWidth = box.widthAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            boxLeading, boxWidth,
            box.heightAnchor.constraint(equalToConstant: 80),
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    private func button(_ title: String, _ identifier: String, _ action: Selector) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        button.addTarget(self, action: action, for: .touchUpInside)
        return button
    }

    /// Slides the box across in one second, or back; the completion says how it ended.
    @objc private func slide() {
        slidOut.toggle()
        let distance = slidOut ? view.layoutMarginsGuide.layoutFrame.width - box.bounds.width : 0
        status.text = "Sliding"
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            self.box.transform = CGAffineTransform(translationX: distance, y: 0)
        }, completion: { finished in
            self.status.text = "Slid: \(finished)"
        })
    }

    @objc private func spring() {
        status.text = "Springing"
        box.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
                       animations: { self.box.transform = .identity },
                       completion: { finished in self.status.text = "Sprung: \(finished)" })
    }

    @objc private func pulse() {
        status.text = "Pulsing"
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction], animations: {
            self.box.alpha = 0.2
        }, completion: { finished in
            self.box.alpha = 1
            self.status.text = "Pulse ended: \(finished)"
        })
    }

    @objc private func stop() {
        box.layer.removeAllAnimations()
    }

    @objc private func grow() {
        boxWidth.constant = boxWidth.constant == 80 ? 200 : 80
        status.text = "Growing"
        UIView.animate(withDuration: 0.6, animations: {
            self.view.layoutIfNeeded()
            self.box.layer.cornerRadius = self.boxWidth.constant == 80 ? 12 : 40
        }, completion: { finished in
            self.status.text = "Grew: \(finished)"
        })
    }

    // MARK: Keyframes and transitions

    /// The box goes round a square in four keyframes, fading half way on the way back.
    @objc private func keyframes() {
        status.text = "Keyframes"
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.box.transform = CGAffineTransform(translationX: 160, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.box.transform = CGAffineTransform(translationX: 160, y: 80)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                self.box.transform = CGAffineTransform(translationX: 0, y: 80)
                self.box.alpha = 0.5
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.box.transform = .identity
                self.box.alpha = 1
            }
        }, completion: { finished in self.status.text = "Keyframes: \(finished)" })
    }

    private func transitionBox(_ options: UIView.AnimationOptions, _ name: String) {
        status.text = name
        UIView.transition(with: box, duration: 0.8, options: options, animations: {
            self.boxLabel.text = self.boxLabel.text == "A" ? "B" : "A"
            self.box.backgroundColor = self.box.backgroundColor == .systemBlue ? .systemOrange : .systemBlue
        }, completion: { finished in self.status.text = "\(name): \(finished)" })
    }

    @objc private func flip() { transitionBox(.transitionFlipFromLeft, "Flipped") }
    @objc private func curl() { transitionBox(.transitionCurlUp, "Curled") }
    @objc private func dissolve() { transitionBox(.transitionCrossDissolve, "Dissolved") }

    /// Replaces the box's label with a new one, flipping the box from the bottom.
    @objc private func swap() {
        let next = UILabel(frame: boxLabel.frame)
        next.text = boxLabel.text == "A" ? "B" : "A"
        next.textColor = .white
        next.font = boxLabel.font
        next.accessibilityIdentifier = "boxLabel"
        status.text = "Swapping"
        UIView.transition(from: boxLabel, to: next, duration: 0.6, options: [.transitionFlipFromBottom]) { finished in
            self.status.text = "Swapped: \(finished)"
        }
        boxLabel = next
    }

    // MARK: Property animator

    /// A two-second linear move across, turning a little, that can be paused and scrubbed.
    @objc private func startAnimator() {
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        box.transform = .identity
        let distance = view.layoutMarginsGuide.layoutFrame.width - box.bounds.width
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
            self.box.transform = CGAffineTransform(translationX: distance, y: 0).rotated(by: .pi / 8)
        }
        animator.addCompletion { position in
            self.status.text = "Animator: \(position == .end ? "end" : position == .start ? "start" : "current")"
        }
        self.animator = animator
        animator.startAnimation()
        status.text = "Animator running"
    }

    @objc private func pauseAnimator() {
        animator?.pauseAnimation()
        status.text = "Paused at \(Int(((animator?.fractionComplete ?? 0) * 100).rounded()))%"
    }

    @objc private func scrubAnimator() {
        guard let animator else { return }
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = 0.5
        status.text = "Scrubbed to 50%"
    }

    @objc private func reverseAnimator() {
        guard let animator else { return }
        animator.isReversed.toggle()
        if !animator.isRunning { animator.startAnimation() }
        status.text = animator.isReversed ? "Reversing" : "Forwards"
    }

    @objc private func continueAnimator() {
        guard let animator, animator.state == .active else { return }
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.5), durationFactor: 1)
        status.text = "Going on"
    }

    @objc private func stopAnimator() {
        guard let animator, animator.state == .active else { return }
        animator.stopAnimation(false)
        status.text = "Halted"
    }

    @objc private func finishAnimator() {
        guard let animator, animator.state == .stopped else { return }
        animator.finishAnimation(at: .current)
    }

    @objc private func runningAnimator() {
        status.text = "Running animator"
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.6, delay: 0, options: [.curveEaseOut], animations: {
            self.box.alpha = 0.3
        }, completion: { _ in
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.6, delay: 0, options: [.curveEaseIn], animations: {
                self.box.alpha = 1
            }, completion: { _ in self.status.text = "Ran" })
        })
    }

    // MARK: Core Animation

    /// A two-second fade of the layer's opacity there and back; the model stays at 1.
    @objc private func layerFade() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 1
        fade.autoreverses = true
        fade.delegate = self
        box.layer.add(fade, forKey: "fade")
        status.text = "Fading"
    }

    @objc private func layerSpin() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1.5
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        spin.delegate = self
        box.layer.add(spin, forKey: "spin")
        status.text = "Spinning"
    }

    /// A two-second slide right and back in keyframes, as a basic shake would, slower to watch.
    @objc private func layerShake() {
        let x = box.layer.position.x
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [x, x + 150, x + 150, x]
        shake.keyTimes = [0, 0.4, 0.6, 1]
        shake.duration = 2
        shake.delegate = self
        box.layer.add(shake, forKey: "shake")
        status.text = "Shaking"
    }

    @objc private func layerBounce() {
        let bounce = CASpringAnimation(keyPath: "transform.scale")
        bounce.fromValue = 0.5
        bounce.toValue = 1
        bounce.damping = 6
        bounce.duration = bounce.settlingDuration
        bounce.delegate = self
        box.layer.add(bounce, forKey: "bounce")
        status.text = "Bouncing"
    }

    /// Corners, colour and border animate together; the transaction's block says when all ended.
    @objc private func layerGroup() {
        status.text = "Grouping"
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.3, 0, 0.2, 1))
        CATransaction.setCompletionBlock { self.status.text = "Group done" }
        let corners = CABasicAnimation(keyPath: "cornerRadius")
        corners.toValue = 40
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = UIColor.systemPink.cgColor
        let border = CABasicAnimation(keyPath: "borderWidth")
        border.toValue = 8
        let group = CAAnimationGroup()
        group.animations = [corners, color, border]
        box.layer.add(group, forKey: "group")
        CATransaction.commit()
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated { status.text = "Layer animation stopped: \(flag)" }
    }
}
