import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A numbered page that records its appearance.
@MainActor
private final class Page: UIViewController {
    let number: Int
    let log: Log

    init(_ number: Int, log: Log) {
        self.number = number
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.events.append("\(number) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.events.append("\(number) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.events.append("\(number) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.events.append("\(number) didDisappear") }
}

@MainActor
private final class Log {
    var events: [String] = []
}

/// Five pages, made on demand, with a page indicator.
@MainActor
private final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let log: Log
    var asked: [String] = []

    init(log: Log) { self.log = log }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let number = (viewController as! Page).number
        asked.append("before \(number)")
        return number > 0 ? Page(number - 1, log: log) : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let number = (viewController as! Page).number
        asked.append("after \(number)")
        return number < 4 ? Page(number + 1, log: log) : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { 5 }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.events.append("willTransitionTo \(pendingViewControllers.map { ($0 as! Page).number })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.events.append("didFinish \(finished) previous \(previousViewControllers.map { ($0 as! Page).number }) completed \(completed)")
    }
}

/// UIPageViewController: pages made on demand beside the current one, turned by a drag that
/// comes to rest on a neighbour, with appearance and delegate calls in UIKit's order.
@MainActor
struct PageViewControllerTests {
    private func makeBook() -> (UIWindowScene, UIPageViewController, Book, Log) {
        let log = Log()
        let book = Book(log: log)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([Page(0, log: log)], direction: .forward, animated: false)
        let (scene, _) = showOnManualClock(pages)
        return (scene, pages, book, log)
    }

    /// A finger (automation) dragging the pages by `dx`.
    private func swipe(_ scene: UIWindowScene, by dx: CGFloat) throws {
        let start = CGPoint(x: dx < 0 ? 300 : 90, y: 400)
        try scene.handleTouches(.began, [TouchInput(pointerID: -7, location: start)], timestamp: 10)
        for step in 1...10 {
            try scene.handleTouches(.moved, [TouchInput(pointerID: -7, location: CGPoint(x: start.x + dx * CGFloat(step) / 10, y: 400))],
                                    timestamp: 10 + Double(step) * 0.02)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: -7, location: CGPoint(x: start.x + dx, y: 400))], timestamp: 10.2)
        scene.clock.advance(by: 1)
        _ = scene.finishTurn()
    }

    @Test func testTheFirstPageAppearsWithItsNextPageReadyBesideIt() throws {
        let (_, pages, book, log) = makeBook()
        #expect((pages.viewControllers?.first as? Page)?.number == 0)
        #expect(book.asked == ["before 0", "after 0"])
        #expect(log.events == ["0 willAppear", "0 didAppear"])
        #expect(pages.children.map { ($0 as! Page).number }.sorted() == [0, 1])
        let first = try #require(pages.children.first { ($0 as! Page).number == 0 })
        let second = try #require(pages.children.first { ($0 as! Page).number == 1 })
        #expect(first.view.convert(first.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(second.view.convert(second.view.bounds, to: nil) == CGRect(x: 390, y: 0, width: 390, height: 844))
        let indicator = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(!indicator.isHidden && indicator.numberOfPages == 5 && indicator.currentPage == 0)
    }

    @Test func testADragToTheNextPageTurnsItInUIKitsOrder() throws {
        let (scene, pages, book, log) = makeBook()
        log.events = []
        book.asked = []
        try swipe(scene, by: -200)
        #expect((pages.viewControllers?.first as? Page)?.number == 1)
        #expect(log.events == ["willTransitionTo [1]", "0 willDisappear", "1 willAppear", "0 didDisappear", "1 didAppear",
                               "didFinish true previous [0] completed true"])
        #expect(book.asked == ["before 1", "after 1"])
        // Page 1 is shown, with page 0 before it and page 2 after.
        let current = try #require(pages.viewControllers?.first)
        #expect(current.view.convert(current.view.bounds, to: nil).origin == .zero)
        #expect(pages.children.map { ($0 as! Page).number }.sorted() == [0, 1, 2])
        #expect(pages.view.subviews.compactMap { $0 as? UIPageControl }.first?.currentPage == 1)
        // And back.
        log.events = []
        try swipe(scene, by: 200)
        #expect((pages.viewControllers?.first as? Page)?.number == 0)
        #expect(log.events.last == "didFinish true previous [1] completed true")
    }

    @Test func testAShortDragSpringsBackAndTheTurnIsNotCompleted() throws {
        let (scene, pages, book, log) = makeBook()
        defer { withExtendedLifetime(book) {} }
        log.events = []
        // A slow, short drag: the pager settles back on the current page.
        let start = CGPoint(x: 300, y: 400)
        try scene.handleTouches(.began, [TouchInput(pointerID: -8, location: start)], timestamp: 10)
        for step in 1...10 {
            try scene.handleTouches(.moved, [TouchInput(pointerID: -8, location: CGPoint(x: 300 - CGFloat(step) * 6, y: 400))],
                                    timestamp: 10 + Double(step) * 0.2)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: -8, location: CGPoint(x: 240, y: 400))], timestamp: 12.1)
        scene.clock.advance(by: 1)
        _ = scene.finishTurn()
        #expect(pages.view.subviews.compactMap { $0 as? UIScrollView }.first?.contentOffset == CGPoint(x: 0, y: 0))
        #expect((pages.viewControllers?.first as? Page)?.number == 0)
        #expect(log.events == ["willTransitionTo [1]", "didFinish true previous [0] completed false"])
    }

    @Test func testSettingPagesDoesNotTellTheDelegate() throws {
        let (scene, pages, book, log) = makeBook()
        log.events = []
        var completed: Bool?
        pages.setViewControllers([Page(3, log: log)], direction: .forward, animated: true) { completed = $0 }
        _ = scene.finishTurn()
        #expect(completed == true)
        #expect((pages.viewControllers?.first as? Page)?.number == 3)
        #expect(log.events == ["0 willDisappear", "3 willAppear", "0 didDisappear", "3 didAppear"])
        #expect(book.asked.suffix(2) == ["before 3", "after 3"])
        #expect(pages.children.map { ($0 as! Page).number }.sorted() == [2, 3, 4])
    }
}
