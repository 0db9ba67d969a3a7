// Prints what a full layout pass of a screen of 1,000 constrained views costs: the first layout,
// a re-layout after one constant changes (at the end of a turn, and by `layoutIfNeeded()` in the
// middle of one), and a re-layout after the window is resized.
// Run with `swift run -c release LayoutBenchmark [--runs 7] [--rows 100]`; times are per layout pass.
// `--rows 1000` lays out 10,000 views (the issue's 10,000-view grid, through UIKit).
import Foundation
@_spi(Host) import UIKitCore

/// The screen: 100 rows (or `--rows`) under a view controller's view, each row 9 cells of equal
/// width, all placed with constraints (1,000 views and about 4,000 constraints for 100 rows).
@MainActor
struct Screen {
    let scene: UIWindowScene
    let window: UIWindow
    let root: UIView
    let rows: [UIView]
    let firstRowTop: NSLayoutConstraint
    let cellWidth: NSLayoutConstraint
    let constraintCount: Int

    /// 100 by default; `--rows` sets it before the first screen is built.
    static var rowCount = 100
    static let cellsPerRow = 9

    init(name: String) {
        scene = UIApplication.shared.connectScene(persistentIdentifier: name,
                                                  display: SceneDisplay(width: 390, height: 844, scale: 3, style: .light))
        window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn(commit: false)
        root = controller.view
        var constraints: [NSLayoutConstraint] = []
        var rows: [UIView] = []
        var firstRowTop: NSLayoutConstraint?
        var cellWidth: NSLayoutConstraint?
        for r in 0..<Self.rowCount {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let top = r == 0
                ? row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
                : row.topAnchor.constraint(equalTo: rows[r - 1].bottomAnchor, constant: 4)
            if r == 0 { firstRowTop = top }
            constraints += [top,
                            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                            row.heightAnchor.constraint(equalToConstant: 44)]
            var cells: [UIView] = []
            for c in 0..<Self.cellsPerRow {
                let cell = UIView()
                cell.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(cell)
                constraints += [cell.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
                                cell.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4)]
                if c == 0 {
                    constraints.append(cell.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8))
                } else {
                    constraints.append(cell.leadingAnchor.constraint(equalTo: cells[c - 1].trailingAnchor, constant: 4))
                    let width = cell.widthAnchor.constraint(equalTo: cells[0].widthAnchor)
                    if r == Self.rowCount / 2 && c == 1 { cellWidth = width }
                    constraints.append(width)
                }
                if c == Self.cellsPerRow - 1 {
                    constraints.append(cell.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8))
                }
                cells.append(cell)
            }
            rows.append(row)
        }
        NSLayoutConstraint.activate(constraints)
        self.rows = rows
        self.firstRowTop = firstRowTop!
        self.cellWidth = cellWidth!
        constraintCount = constraints.count
    }

    /// One layout pass of the scene, as at the end of a turn (without the render commit).
    func layOut() {
        _ = scene.finishTurn(commit: false)
    }

    /// Whether the frames are those the constraints call for at the window's current width.
    func isCorrect() -> Bool {
        let width = window.bounds.width
        let row = rows[Self.rowCount - 1]
        let cellWidth = ((width - 16) - 16 - 4 * CGFloat(Self.cellsPerRow - 1)) / CGFloat(Self.cellsPerRow)
        let expectedTop = 8 + CGFloat(Self.rowCount - 1) * 48 + firstRowTop.constant - 8
        let lastCell = row.subviews[Self.cellsPerRow - 1]
        return row.frame.width == width - 16 && abs(row.frame.minY - expectedTop) < 0.01
            && abs(lastCell.frame.width - cellWidth) <= 1.0 / 3 + 1e-9 && abs(lastCell.frame.maxX - (width - 24)) < 1e-9
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func format(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    return String(format: "best %8.3f ms   median %8.3f ms", sorted[0], median)
}

@MainActor
func measure(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return milliseconds(clock.now - start)
}

@MainActor
func run() {
    let arguments = CommandLine.arguments
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[min($0 + 1, arguments.count - 1)]) } ?? 7
    if let rows = arguments.firstIndex(of: "--rows").flatMap({ Int(arguments[min($0 + 1, arguments.count - 1)]) }), rows >= 2 {
        Screen.rowCount = rows
    }
    var build: [Double] = [], first: [Double] = []
    var firstLocal: [Double] = [], nextLocal: [Double] = []
    var firstGlobal: [Double] = [], nextGlobal: [Double] = []
    var firstResize: [Double] = [], nextResize: [Double] = []
    var idle: [Double] = [], midTurn: [Double] = []
    var correct = true
    var constraintCount = 0
    for run in 0..<runs {
        var screen: Screen!
        build.append(measure { screen = Screen(name: "benchmark-\(run)") })
        constraintCount = screen.constraintCount
        first.append(measure { screen.layOut() })
        correct = correct && screen.isCorrect()

        // A turn that changes nothing still checks the hierarchy for moved views.
        for _ in 0..<10 { idle.append(measure { screen.layOut() }) }

        // One cell's width in the middle row: a required equality, whose first change rebuilds
        // the solver's tableau; later changes move it in place.
        screen.cellWidth.constant = 10
        firstLocal.append(measure { screen.layOut() })
        for k in 0..<10 {
            screen.cellWidth.constant = k % 2 == 0 ? 0 : 10
            nextLocal.append(measure { screen.layOut() })
        }
        // The same change laid out in the middle of a turn, as an app does with
        // `layoutIfNeeded()`: the update-constraints pass, the engine and the root's subtree.
        for k in 0..<10 {
            screen.cellWidth.constant = k % 2 == 0 ? 0 : 10
            midTurn.append(measure { screen.root.layoutIfNeeded() })
        }
        screen.cellWidth.constant = 0

        // The first row's top: every row below moves.
        screen.firstRowTop.constant = 12
        firstGlobal.append(measure { screen.layOut() })
        for k in 0..<10 {
            screen.firstRowTop.constant = k % 2 == 0 ? 8 : 12
            nextGlobal.append(measure { screen.layOut() })
        }
        screen.firstRowTop.constant = 8
        screen.layOut()
        correct = correct && screen.isCorrect()

        // The window, and with it every row and cell, changes width.
        screen.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        firstResize.append(measure { screen.layOut() })
        correct = correct && screen.isCorrect()
        for k in 0..<10 {
            let width: CGFloat = k % 2 == 0 ? 390 : 844
            screen.window.frame = CGRect(x: 0, y: 0, width: width, height: 1234 - width)
            nextResize.append(measure { screen.layOut() })
            correct = correct && screen.isCorrect()
        }
        UIApplication.shared.disconnectScene(screen.scene)
    }
    print("layout pass of a screen of \(Screen.rowCount * (Screen.cellsPerRow + 1)) constrained views "
          + "(\(constraintCount) constraints), \(runs) runs; frames correct: \(correct ? "yes" : "NO")")
    print("build views and activate constraints   " + format(build))
    print("first layout                           " + format(first))
    print("turn with nothing to lay out           " + format(idle))
    print("one cell's width, first change         " + format(firstLocal))
    print("one cell's width, later changes        " + format(nextLocal))
    print("one cell's width, layoutIfNeeded()     " + format(midTurn))
    print("first row's top, first change          " + format(firstGlobal))
    print("first row's top, later changes         " + format(nextGlobal))
    print("window resize, first                   " + format(firstResize))
    print("window resize, later                   " + format(nextResize))
}

MainActor.assumeIsolated { run() }
