// A five-control sign-in form in a stack view, the first and only screen of a small app: the shape
// Benchmarks/SessionBenchmark measures memory per session and session creation with. Its iOS/
// folder is written as for iOS and compiled through the UIKit source plugin.
