import ConstraintSolver
import Foundation

// Prints how long the solver takes to build and to re-solve the chain and
// grid layouts, optionally next to kiwisolver on the same shapes.
//
//   swift run -c release SolverBenchmark [--columns 25] [--sizes 100,1000,10000]
//                                        [--kiwi PYTHON] [--kiwi-full] [--statistics]
//                                        [--trace FILE [--replays 100]]
//
// "required first" and "view order" add all constraints in one batch, in
// that order; "one by one" calls add(_:) once per constraint, in view order.
// "build cpu ms" is the thread's CPU time for the same build: on a shared
// machine a run that is preempted shows in the wall time, not in this one.
// --kiwi runs Benchmarks/kiwi/kiwi_benchmark.py with PYTHON (a venv with
// kiwisolver) and adds its times; --kiwi-full includes its runs that take
// minutes (10,000 views, and view order from 1,000 views). --statistics also
// prints, for each shape in view order, the size of the solver's structures
// before and after `compact()`, how long compacting takes, and how long the
// first suggestion after it takes (it unpacks what compacting packed) next to
// the second. --trace replays a recorded sequence of calls (Traces/catalog-first-screen.trace is
// the catalog's first screen) instead of the shapes; see Trace.swift.

struct Options {
    var columns = 25
    var sizes = [100, 1000, 10000]
    var kiwiPython: String?
    var kiwiFull = false
    var statistics = false
    var trace: String?
    var replays = 100

    init(_ arguments: [String]) {
        var i = 1
        while i < arguments.count {
            let next = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch arguments[i] {
            case "--columns": columns = Int(next) ?? columns; i += 1
            case "--sizes": sizes = next.split(separator: ",").compactMap { Int($0) }; i += 1
            case "--kiwi": kiwiPython = next; i += 1
            case "--kiwi-full": kiwiFull = true
            case "--statistics": statistics = true
            case "--trace": trace = next; i += 1
            case "--replays": replays = Int(next) ?? replays; i += 1
            default: print("unknown argument \(arguments[i])"); exit(2)
            }
            i += 1
        }
    }
}

struct Measurement {
    var shape: String
    var views: Int
    var constraints: Int
    var order: String
    var buildMilliseconds: Double
    var buildCPUMilliseconds: Double
    var resolveMilliseconds: Double
    var correct: Bool
}

/// The calling thread's CPU time so far, in milliseconds.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// Builds the shape from scratch, then re-solves after alternating container
/// widths; every time is the best of `runs`.
func measure(_ shape: Shape, order: String, runs: Int) -> Measurement {
    let constraints = order == "required first" ? shape.requiredFirst : shape.constraints
    let clock = ContinuousClock()
    var build = Duration.seconds(1_000_000)
    var buildCPU = Double.infinity
    var resolve = Duration.seconds(1_000_000)
    var correct = true
    for _ in 0..<runs {
        let solver = Solver()
        let start = clock.now
        let startCPU = threadCPUMilliseconds()
        do {
            try solver.addEditVariable(shape.containerWidth, strength: .strong)
            try solver.suggestValue(shape.containerWidth, shape.widths.first)
            if order == "one by one" {
                for constraint in constraints { try solver.add(constraint) }
            } else {
                try solver.add(constraints)
            }
        } catch {
            print("\(shape.name) \(shape.viewCount): \(error)")
            exit(1)
        }
        solver.updateVariables()
        build = min(build, clock.now - start)
        buildCPU = min(buildCPU, threadCPUMilliseconds() - startCPU)
        correct = correct && shape.check(solver, shape.widths.first)

        let edits = 20
        let resolveStart = clock.now
        for k in 0..<edits {
            let width = k % 2 == 0 ? shape.widths.second : shape.widths.first
            try? solver.suggestValue(shape.containerWidth, width)
            solver.updateVariables()
        }
        resolve = min(resolve, (clock.now - resolveStart) / edits)
        correct = correct && shape.check(solver, shape.widths.first)
    }
    return Measurement(shape: shape.name, views: shape.viewCount, constraints: shape.constraints.count,
                       order: order, buildMilliseconds: milliseconds(build), buildCPUMilliseconds: buildCPU,
                       resolveMilliseconds: milliseconds(resolve), correct: correct)
}

/// Runs Benchmarks/kiwi/kiwi_benchmark.py and reads its JSON lines.
func kiwiMeasurements(python: String, options: Options) -> [String: (Double, Double)] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("kiwi/kiwi_benchmark.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    var arguments = [script, "--json", "--columns", String(options.columns),
                     "--sizes", options.sizes.map(String.init).joined(separator: ",")]
    if options.kiwiFull { arguments.append("--full") }
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        print("could not run \(python): \(error)")
        return [:]
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var results: [String: (Double, Double)] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let shape = object["shape"] as? String, let views = object["views"] as? Int,
              let order = object["order"] as? String, let build = object["build_ms"] as? Double,
              let resolve = object["resolve_ms"] as? Double else { continue }
        results["\(shape) \(views) \(order)"] = (build, resolve)
    }
    return results
}

let options = Options(CommandLine.arguments)
if let trace = options.trace {
    measureTrace(path: trace, replays: options.replays)
    exit(0)
}
var measurements: [Measurement] = []
for n in options.sizes {
    for shape in [Shape.chain(n), Shape.grid(n, columns: options.columns)] {
        // One add per constraint is much slower than a batch; 10,000 views take seconds.
        for order in ["required first", "view order", "one by one"] where order != "one by one" || n <= 1000 {
            measurements.append(measure(shape, order: order, runs: n >= 10000 ? 3 : 10))
        }
    }
}
let kiwi = options.kiwiPython.map { kiwiMeasurements(python: $0, options: options) } ?? [:]

func cell(_ value: Double?) -> String {
    guard let value else { return "—" }
    return value >= 100 ? String(format: "%.0f", value) : String(format: "%.3f", value)
}

print("grid: \(options.columns) columns; views are (left, top, width, height); times are best of runs")
print("shape  views  constraints  order           build ms  build cpu ms    re-solve ms  ok" + (kiwi.isEmpty ? "" : "   kiwi build ms  kiwi re-solve ms"))
for m in measurements {
    var line = m.shape.padding(toLength: 7, withPad: " ", startingAt: 0)
        + String(m.views).leftPadded(5) + "  " + String(m.constraints).leftPadded(11) + "  "
        + m.order.padding(toLength: 14, withPad: " ", startingAt: 0)
        + cell(m.buildMilliseconds).leftPadded(10) + cell(m.buildCPUMilliseconds).leftPadded(14) + "  "
        + cell(m.resolveMilliseconds).leftPadded(12)
        + "  " + (m.correct ? "yes" : "NO ")
    if !kiwi.isEmpty {
        // kiwi adds one constraint at a time in every order; its view-order run
        // is the same sequence of calls as our one-by-one run.
        let kiwiOrder = m.order == "one by one" ? "view order" : m.order
        let k = kiwi["\(m.shape) \(m.views) \(kiwiOrder)"]
        line += cell(k?.0).leftPadded(16) + cell(k?.1).leftPadded(18)
    }
    print(line)
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// The sizes of a built shape's solver, and what compacting it costs and saves.
func printStatistics(_ shape: Shape) {
    let solver = Solver()
    do {
        try solver.addEditVariable(shape.containerWidth, strength: .strong)
        try solver.suggestValue(shape.containerWidth, shape.widths.first)
        try solver.add(shape.constraints)
    } catch {
        print("\(shape.name) \(shape.viewCount): \(error)")
        exit(1)
    }
    solver.updateVariables()
    let clock = ContinuousClock()
    print("\(shape.name) \(shape.viewCount) built:     \(solver.statistics)")
    let compacting = clock.measure { solver.compact() }
    print("\(shape.name) \(shape.viewCount) compacted: \(solver.statistics)")
    let first = clock.measure {
        try? solver.suggestValue(shape.containerWidth, shape.widths.second)
        solver.updateVariables()
    }
    let second = clock.measure {
        try? solver.suggestValue(shape.containerWidth, shape.widths.first)
        solver.updateVariables()
    }
    print("\(shape.name) \(shape.viewCount): compact \(cell(milliseconds(compacting))) ms, "
          + "first suggestion after it \(cell(milliseconds(first))) ms, the next \(cell(milliseconds(second))) ms")
}

if options.statistics {
    for size in options.sizes {
        for shape in [Shape.chain(size), Shape.grid(size, columns: options.columns)] { printStatistics(shape) }
    }
}
