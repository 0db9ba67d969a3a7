import UIKit

/// A scroll view laid out with its content and frame layout guides: forty rows, a button among
/// them (a touch that becomes a scroll does not tap it), a horizontal paging scroll view, and
/// a badge pinned to the frame guide that stays put. The delegate's calls show in a label. The
/// Home key (the browser's stand-in for a tap on the status bar) scrolls the rows back to the top.
final class ScrollingViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let eventsLabel = UILabel()
    private let tapsLabel = UILabel()
    private var events: [String] = []
    private var taps = 0
    /// Where the rows were scrolled when the scene was saved, until they appear again.
    private var restoredContentOffset: CGPoint?
    private static let contentOffsetKey = "scrolling.contentOffsetY"

    override func loadView() {
        view = scrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scrolling"
        let pages = UIBarButtonItem(title: "Pages", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.pages.makeController(), animated: true)
        })
        pages.accessibilityIdentifier = "openPages"
        let zoom = UIBarButtonItem(title: "Zoom", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.zoom.makeController(), animated: true)
        })
        zoom.accessibilityIdentifier = "openZoom"
        navigationItem.rightBarButtonItems = [pages, zoom]
        scrollView.backgroundColor = .systemGroupedBackground
        scrollView.accessibilityIdentifier = "scrollingScrollView"
        scrollView.delegate = self

        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)

        let pager = makePager()
        stack.addArrangedSubview(pager)
        let button = UIButton(type: .system)
        button.setTitle("Tap inside the scroll view", for: .normal)
        button.accessibilityIdentifier = "scrollButton"
        button.addAction(UIAction { [weak self] _ in self?.buttonTapped() }, for: .touchUpInside)
        stack.addArrangedSubview(button)
        tapsLabel.text = "Not tapped"
        tapsLabel.accessibilityIdentifier = "scrollButtonTaps"
        tapsLabel.textAlignment = .center
        stack.addArrangedSubview(tapsLabel)
        for index in 1...40 {
            let row = UILabel()
            row.text = "Row \(index)"
            row.accessibilityIdentifier = "scrollRow\(index)"
            row.backgroundColor = .secondarySystemGroupedBackground
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(row)
        }

        eventsLabel.accessibilityIdentifier = "scrollEvents"
        eventsLabel.font = .systemFont(ofSize: 11)
        eventsLabel.numberOfLines = 0
        eventsLabel.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.9)
        eventsLabel.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(eventsLabel)

        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -32),
            pager.heightAnchor.constraint(equalToConstant: 120),
            // Pinned to the frame guide: it stays at the bottom of the screen while rows scroll.
            eventsLabel.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -8),
            eventsLabel.bottomAnchor.constraint(equalTo: frame.bottomAnchor, constant: -100),
            eventsLabel.widthAnchor.constraint(equalToConstant: 200),
        ])
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard let offset = restoredContentOffset else { return }
        restoredContentOffset = nil
        scrollView.contentOffset = offset
    }

    /// Keeps where the rows are scrolled in the scene's restoration activity.
    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: [Self.contentOffsetKey: Double(scrollView.contentOffset.y)])
    }

    /// Scrolls the rows back where they were when they appear.
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        guard let y = activity.userInfo?[Self.contentOffsetKey] as? Double else { return }
        restoredContentOffset = CGPoint(x: 0, y: y)
    }

    /// Three pages side by side; paging stops the content on page boundaries.
    private func makePager() -> UIScrollView {
        let pager = UIScrollView()
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.accessibilityIdentifier = "pagingScrollView"
        pager.layer.cornerRadius = 12
        pager.clipsToBounds = true
        let pages = UIStackView()
        pages.distribution = .fillEqually
        pages.translatesAutoresizingMaskIntoConstraints = false
        pager.addSubview(pages)
        for (index, color) in [UIColor.systemBlue, .systemGreen, .systemOrange].enumerated() {
            let page = UILabel()
            page.text = "Page \(index + 1)"
            page.textAlignment = .center
            page.textColor = .white
            page.font = .boldSystemFont(ofSize: 24)
            page.backgroundColor = color
            page.accessibilityIdentifier = "page\(index + 1)"
            pages.addArrangedSubview(page)
        }
        NSLayoutConstraint.activate([
            pages.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
            pages.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
            pages.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
            pages.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
            pages.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor, multiplier: 3),
        ])
        return pager
    }

    private func buttonTapped() {
        taps += 1
        tapsLabel.text = "Tapped \(taps)"
    }

    private func log(_ event: String) {
        events.append(event)
        // Consecutive didScroll calls show once, counted.
        var lines: [String] = []
        for event in events.suffix(40) {
            if let last = lines.last, last.hasPrefix(event) {
                let count = Int(last.split(separator: "×").last.map(String.init) ?? "") ?? 1
                lines[lines.count - 1] = "\(event) ×\(count + 1)"
            } else {
                lines.append(event)
            }
        }
        eventsLabel.text = lines.suffix(6).joined(separator: "\n")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { if scrollView === self.scrollView { log("willBeginDragging") } }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { if scrollView === self.scrollView { log("didScroll") } }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if scrollView === self.scrollView { log("willEndDragging") }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if scrollView === self.scrollView { log("didEndDragging(\(decelerate))") }
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { if scrollView === self.scrollView { log("willBeginDecelerating") } }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { if scrollView === self.scrollView { log("didEndDecelerating") } }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        log("shouldScrollToTop")
        return true
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop") }
}

/// A page view controller of five pages made on demand, with a page indicator; the title says
/// which page is shown and how the last turn ended.
final class BookViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page 1"
        view.accessibilityIdentifier = "book"
        dataSource = self
        delegate = self
        setViewControllers([PageViewController(number: 0)], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let number = (viewController as? PageViewController)?.number, number > 0 else { return nil }
        return PageViewController(number: number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let number = (viewController as? PageViewController)?.number, number < Self.colors.count - 1 else { return nil }
        return PageViewController(number: number + 1)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { Self.colors.count }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let page = viewControllers?.first as? PageViewController else { return }
        title = "Page \(page.number + 1)"
    }

    /// One page: a colour and its number.
    final class PageViewController: UIViewController {
        let number: Int

        init(number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = BookViewController.colors[number].withAlphaComponent(0.25)
            view.accessibilityIdentifier = "page.\(number + 1)"
            let label = UILabel()
            label.text = "Page \(number + 1)"
            label.font = .boldSystemFont(ofSize: 34)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }
}

/// A zoomable image: pinch to zoom between half and four times its size; a double tap zooms in
/// on the point tapped, or back out. The title shows the zoom scale.
final class ZoomViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Zoom 100%"
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.accessibilityIdentifier = "zoomScrollView"
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        view.addSubview(scrollView)
        imageView.image = Self.drawing()
        imageView.frame = CGRect(origin: .zero, size: imageView.image?.size ?? .zero)
        imageView.accessibilityIdentifier = "zoomImage"
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomViewController.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        title = "Zoom \(Int((scrollView.zoomScale * 100).rounded()))%"
    }

    private func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > 1 {
            scrollView.setZoomScale(1, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            scrollView.zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: true)
        }
    }

    /// A 600-point target of rings and a grid, drawn once.
    private static func drawing() -> UIImage {
        let size = CGSize(width: 600, height: 600)
        return UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.systemBackground.cgColor)
            cg.fill(CGRect(origin: .zero, size: size))
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
            for (index, color) in colors.enumerated() {
                let inset = CGFloat(index) * 45
                cg.setFillColor(color.cgColor)
                cg.fillEllipse(in: CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset))
            }
            cg.setFillColor(UIColor.black.withAlphaComponent(0.3).cgColor)
            for line in stride(from: CGFloat(0), through: 600, by: 50) {
                cg.fill(CGRect(x: line, y: 0, width: 1, height: 600))
                cg.fill(CGRect(x: 0, y: line, width: 600, height: 1))
            }
        }
    }
}
