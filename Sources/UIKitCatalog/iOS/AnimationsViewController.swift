import UIKit

/// View animations as iOS code writes them: a box that slides across and back with a
/// completion, springs, fades in a loop until stopped, and a constraint change animated by
/// `layoutIfNeeded()` inside the block.
///
/// Identifiers: `animatedBox`, `slideButton`, `springButton`, `pulseButton`, `stopButton`,
/// `growButton`, `animationStatus`.
final class AnimationsViewController: UIViewController {
    private let box = UIView()
    private let status = UILabel()
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

        let buttons = UIStackView(arrangedSubviews: [
            button("Slide", "slideButton", #selector(slide)),
            button("Spring", "springButton", #selector(spring)),
            button("Pulse", "pulseButton", #selector(pulse)),
            button("Stop", "stopButton", #selector(stop)),
            button("Grow", "growButton", #selector(grow)),
        ])
        buttons.axis = .vertical
        buttons.alignment = .leading
        buttons.spacing = 8
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
}
