import CServerShim
import ConstraintSolver
import Foundation

// A recorded sequence of solver calls, replayed on fresh variables and constraints.
//
// One call a line; ids name variables and constraints (one numbering for both), `#` starts a
// comment:
//   b N                          add the next N constraint lines in one batch (add(_: [Constraint]))
//   a 1                          add the next constraint line on its own (add(_: Constraint))
//   c ID REL PRIORITY CONSTANT K VAR COEF ...   a constraint: REL is `=`, `<` (≤) or `>` (≥),
//                                K terms follow as variable id and coefficient; REL `~` is an
//                                equality with two strengths, PRIORITY written ABOVE/BELOW
//   r ID                         remove(ID)
//   k ID CONSTANT                setConstant(CONSTANT, of: ID)
//   e ID PRIORITY / x ID / s ID VALUE   addEditVariable / removeEditVariable / suggestValue
//   v ID                         value(of: ID)
//   u                            updateVariables()
//   p                            compact()
//   z                            reset()

struct Trace {
    struct ConstraintSpec {
        var id: Int
        var relation: Relation
        var priority: Double
        /// The strength below zero of an equality with two strengths (`~`); nil for others.
        var priorityBelow: Double?
        var constant: Double
        var terms: [(variable: Int, coefficient: Double)]
    }

    enum Call {
        case add([ConstraintSpec], batch: Bool)
        case remove(Int)
        case setConstant(Int, Double)
        case addEdit(Int, Double)
        case removeEdit(Int)
        case suggest(Int, Double)
        case value(Int)
        case update
        case compact
        case reset
    }

    var calls: [Call] = []
    var idCount = 0

    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            .filter { !$0.isEmpty && !$0[0].hasPrefix("#") }[...]
        var idCount = 0
        func note(_ id: Int) -> Int {
            idCount = max(idCount, id + 1)
            return id
        }
        while let fields = lines.popFirst() {
            func number(_ i: Int) -> Double { Double(fields[i])! }
            func id(_ i: Int) -> Int { note(Int(fields[i])!) }
            switch fields[0] {
            case "a", "b":
                var specs: [ConstraintSpec] = []
                for _ in 0..<Int(fields[1])! {
                    let c = lines.popFirst()!
                    let count = Int(c[5])!
                    let priorities = c[3].split(separator: "/").map { Double($0)! }
                    specs.append(ConstraintSpec(
                        id: note(Int(c[1])!),
                        relation: c[2] == "=" || c[2] == "~" ? .equal : c[2] == "<" ? .lessThanOrEqual : .greaterThanOrEqual,
                        priority: priorities[0], priorityBelow: c[2] == "~" ? priorities[1] : nil, constant: Double(c[4])!,
                        terms: (0..<count).map { (note(Int(c[6 + 2 * $0])!), Double(c[7 + 2 * $0])!) }))
                }
                calls.append(.add(specs, batch: fields[0] == "b"))
            case "r": calls.append(.remove(id(1)))
            case "k": calls.append(.setConstant(id(1), number(2)))
            case "e": calls.append(.addEdit(id(1), number(2)))
            case "x": calls.append(.removeEdit(id(1)))
            case "s": calls.append(.suggest(id(1), number(2)))
            case "v": calls.append(.value(id(1)))
            case "u": calls.append(.update)
            case "p": calls.append(.compact)
            case "z": calls.append(.reset)
            default: throw CocoaError(.fileReadCorruptFile)
            }
        }
        self.idCount = idCount
    }

    /// The variables and constraints of one replay, made before it runs, as an app holds them.
    struct Objects {
        var variables: [Variable?]
        var constraints: [Constraint?]

        init(_ trace: Trace) {
            variables = Array(repeating: nil, count: trace.idCount)
            constraints = Array(repeating: nil, count: trace.idCount)
            for call in trace.calls {
                guard case .add(let specs, _) = call else { continue }
                for spec in specs {
                    let terms = spec.terms.map { term in
                        if variables[term.variable] == nil { variables[term.variable] = Variable() }
                        return Term(variables[term.variable]!, term.coefficient)
                    }
                    let expression = Expression(terms, constant: spec.constant)
                    if let below = spec.priorityBelow {
                        constraints[spec.id] = Constraint(expression, strengthAbove: Strength(priority: spec.priority),
                                                          strengthBelow: Strength(priority: below))
                    } else {
                        constraints[spec.id] = Constraint(expression, spec.relation, strength: Strength(priority: spec.priority))
                    }
                }
            }
            for call in trace.calls {
                switch call {
                case .addEdit(let v, _), .suggest(let v, _), .value(let v), .removeEdit(let v):
                    if variables[v] == nil { variables[v] = Variable() }
                default: break
                }
            }
        }
    }

    /// Runs the calls on `solver`; errors are ignored, as the layout engine handles them.
    func replay(on solver: Solver, _ objects: Objects) {
        for call in calls {
            switch call {
            case .add(let specs, let batch):
                if batch {
                    try? solver.add(specs.map { objects.constraints[$0.id]! })
                } else {
                    for spec in specs { try? solver.add(objects.constraints[spec.id]!) }
                }
            case .remove(let c): try? solver.remove(objects.constraints[c]!)
            case .setConstant(let c, let constant): try? solver.setConstant(constant, of: objects.constraints[c]!)
            case .addEdit(let v, let priority):
                try? solver.addEditVariable(objects.variables[v]!, strength: Strength(priority: priority))
            case .removeEdit(let v): try? solver.removeEditVariable(objects.variables[v]!)
            case .suggest(let v, let value): try? solver.suggestValue(objects.variables[v]!, value)
            case .value(let v): _ = solver.value(of: objects.variables[v]!)
            case .update: solver.updateVariables()
            case .compact: solver.compact()
            case .reset: solver.reset()
            }
        }
    }
}

/// Replays a trace `replays` times on fresh solvers that stay alive, and prints the median time
/// of a replay and the heap the solvers hold each (the variables and constraints are made
/// before and not counted), then the statistics of one replayed solver.
func measureTrace(path: String, replays: Int) {
    let trace: Trace
    do {
        trace = try Trace(contentsOf: path)
    } catch {
        print("could not read \(path): \(error)")
        exit(1)
    }
    let objects = (0..<replays).map { _ in Trace.Objects(trace) }
    var solvers: [Solver] = []
    solvers.reserveCapacity(replays)
    var times: [Double] = []
    var cpuTimes: [Double] = []
    let clock = ContinuousClock()
    let heapBefore = Int(cservershim_heap_in_use())
    for k in 0..<replays {
        let solver = Solver()
        let startCPU = threadCPUMilliseconds()
        let time = clock.measure { trace.replay(on: solver, objects[k]) }
        cpuTimes.append(threadCPUMilliseconds() - startCPU)
        times.append(milliseconds(time))
        solvers.append(solver)
    }
    let heapAfter = Int(cservershim_heap_in_use())
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("trace \((path as NSString).lastPathComponent): \(trace.calls.count) calls, \(replays) replays")
    print("  replay: median \(String(format: "%.3f", median(times))) ms, cpu \(String(format: "%.3f", median(cpuTimes))) ms")
    print("  solver heap per replay: \(String(format: "%.1f", Double(heapAfter - heapBefore) / Double(replays) / 1024)) KiB (mallinfo2)")
    print("  \(solvers[0].statistics)")
}
