import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A controller that records its appearance callbacks with the `animated` value they carry.
@MainActor
class AnimatedLogController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear(\(animated))")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("\(name).viewIsAppearing(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear(\(animated))")
    }
}
