#!/usr/bin/env python3
"""Times kiwisolver on the shapes of Benchmarks/SolverBenchmark (Shapes.swift).

The shapes, constraint order, edit strength and container widths match the
Swift benchmark, so the two tables can be compared line by line:

    python3 -m venv /tmp/kiwi-venv && /tmp/kiwi-venv/bin/pip install kiwisolver==1.5.1
    /tmp/kiwi-venv/bin/python Benchmarks/kiwi/kiwi_benchmark.py [--full]

By default the 10,000-view shapes (minutes each) and the view-order runs of
1,000 views and more (the 1,000-view grid takes over a minute) are skipped;
--full runs them. --json prints one JSON object per measurement instead of
the table (the Swift benchmark reads that with --kiwi PYTHON).
"""
import argparse
import json
import time

import kiwisolver as kiwi


class View:
    def __init__(self):
        self.left = kiwi.Variable()
        self.top = kiwi.Variable()
        self.width = kiwi.Variable()
        self.height = kiwi.Variable()

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


def chain(n):
    views = [View() for _ in range(n)]
    container = kiwi.Variable("width")
    middle = n // 2
    constraints = [views[0].left == 0]
    for i, view in enumerate(views):
        if i > 0:
            constraints.append(view.left == views[i - 1].right + 1)
        if i == middle:
            constraints.append(view.width >= 0)
            constraints.append((view.width == 100) | "weak")
        else:
            constraints.append(view.width == 10)
    constraints.append(views[-1].right == container)
    fixed = 11 * (n - 1)

    def check(width):
        return (abs(views[middle].width.value() - (width - fixed)) < 1e-6
                and abs(views[-1].left.value() + 10 - width) < 1e-6)

    return constraints, container, (fixed + 50, fixed + 80), check


def grid(n, columns):
    assert n % columns == 0, "the grid needs whole rows"
    row_count = n // columns
    views = [View() for _ in range(n)]
    container = kiwi.Variable("width")
    container_height = row_count * 48 + 16
    constraints = []
    for r in range(row_count):
        row = views[r * columns:(r + 1) * columns]
        first = row[0]
        for j, view in enumerate(row):
            constraints.append(view.width >= 10)
            constraints.append((view.width <= 300) | "medium")
            constraints.append((view.width == 50) | "weak")
            constraints.append(view.height >= 1)
            constraints.append((view.height == 44) | "medium")
            if j == 0:
                constraints.append(view.left == 8)
            else:
                constraints.append(view.left == row[j - 1].right + 8)
                constraints.append(view.width == first.width)
                constraints.append(view.top == first.top)
                constraints.append(view.height == first.height)
        constraints.append(row[-1].right <= container - 8)
        constraints.append((row[-1].right == container - 8) | "strong")
        if r == 0:
            constraints.append(first.top == 8)
        else:
            above = views[(r - 1) * columns]
            constraints.append(first.top == above.bottom + 4)
            constraints.append(first.height == views[0].height)
    constraints.append(views[-1].bottom <= container_height - 8)
    gaps = 8 * (columns + 1)

    def check(width):
        return (abs(views[-1].width.value() - (width - gaps) / columns) < 1e-6
                and abs(views[-1].height.value() - 44) < 1e-6)

    return constraints, container, (1000, 1200), check


def measure(shape, order, runs):
    best_build = best_resolve = float("inf")
    correct = True
    for _ in range(runs):
        constraints, container, widths, check = shape()
        if order == "required first":
            constraints = ([c for c in constraints if c.strength() >= kiwi.strength.required]
                           + [c for c in constraints if c.strength() < kiwi.strength.required])
        solver = kiwi.Solver()
        start = time.perf_counter()
        solver.addEditVariable(container, "strong")
        solver.suggestValue(container, widths[0])
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        best_build = min(best_build, time.perf_counter() - start)
        correct = correct and check(widths[0])
        edits = 20
        start = time.perf_counter()
        for k in range(edits):
            solver.suggestValue(container, widths[1] if k % 2 == 0 else widths[0])
            solver.updateVariables()
        best_resolve = min(best_resolve, (time.perf_counter() - start) / edits)
        correct = correct and check(widths[0])
    return len(constraints), best_build * 1000, best_resolve * 1000, correct


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--columns", type=int, default=25)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--full", action="store_true", help="also run the runs that take minutes")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not args.json:
        print(f"kiwisolver {kiwi.__version__}; grid: {args.columns} columns; times are best of runs")
        print("shape  views  constraints  order           build ms    re-solve ms  ok")
    for n in (int(s) for s in args.sizes.split(",")):
        shapes = [("chain", lambda n=n: chain(n)), ("grid", lambda n=n: grid(n, args.columns))]
        for name, shape in shapes:
            for order in ("required first", "view order"):
                if not args.full and (n >= 10000 or (n >= 1000 and order == "view order")):
                    continue
                runs = 5 if n <= 100 else 1
                count, build, resolve, correct = measure(shape, order, runs)
                if args.json:
                    print(json.dumps({"shape": name, "views": n, "constraints": count, "order": order,
                                      "build_ms": build, "resolve_ms": resolve, "ok": correct}), flush=True)
                else:
                    print(f"{name:<7}{n:>5}  {count:>11}  {order:<14}{build:>10.3f}  {resolve:>12.3f}  "
                          f"{'yes' if correct else 'NO'}", flush=True)


if __name__ == "__main__":
    main()
