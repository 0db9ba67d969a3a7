# Sourced by the scripts that run SwiftPM. SwiftPM itself (not our code) now and then dies of
# SIGSEGV in libdispatch's event loop on Linux (swiftlang/swift#87033,
# swiftlang/swift-package-manager#8171); CI lost a whole run to it once, while building the fuzzer.
#
#   swiftpm swift build --build-tests
#
# runs the command and, when it is killed by a signal, runs it again, at most twice more. A
# command that fails on its own (a compile error, a failing test: exit status 1) is never rerun,
# and a test binary that crashes makes `swift test` exit 1, so a crash of ours is never hidden.
swiftpm() {
  local attempt status=0
  for attempt in 1 2 3; do
    "$@" && return 0 || status=$?
    (( status > 128 )) || return "$status"
    echo "warning: \`$*\` was killed by signal $((status - 128)) (SwiftPM's own crash)" >&2
    (( attempt < 3 )) && echo "running it again (attempt $((attempt + 1)) of 3)" >&2
  done
  return "$status"
}
