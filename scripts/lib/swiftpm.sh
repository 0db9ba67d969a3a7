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

# An incremental build misses a change to the stored properties of a type in UIKitCore when a
# module built against it imports it through UIKit, which re-exports it (swiftlang/swift#89636,
# swiftlang/swift-package-manager#10502): the dependent keeps the old layout compiled in, and the
# binary fails to link or corrupts memory (both happened here after a button moved fields into
# its rare state). So before a build in SCRATCH (default .build), when a source of UIKitCore or
# ConstraintSolver is newer than the scratch folder's stamp, the sources of every target that
# imports them are touched, which makes SwiftPM compile those targets again:
#
#   refresh_dependents [SCRATCH]
#
# A first build (no scratch folder yet) compiles everything anyway and only sets the stamp.
refresh_dependents() {
  local scratch="${1:-.build}" stamp dir
  stamp="$scratch/core-sources.stamp"
  if [[ ! -d "$scratch" ]]; then
    mkdir -p "$scratch" && touch "$stamp"
    return 0
  fi
  if [[ -e "$stamp" ]] \
     && [[ -z "$(find Sources/UIKitCore Sources/ConstraintSolver -name '*.swift' -newer "$stamp" -print -quit)" ]]; then
    return 0
  fi
  touch "$stamp"
  local touched=()
  for dir in Sources/* Tests/* Benchmarks/* Fuzz/*; do
    # The rewriter's own sources only mention UIKit in the text they write.
    case "$dir" in Sources/UIKitCore | Sources/ConstraintSolver | Sources/UIKitSourceRewriter) continue ;; esac
    [[ -d "$dir" ]] || continue
    if grep -rqE --include='*.swift' '^(@[A-Za-z_]+(\([A-Za-z]+\))? )*import (UIKit|UIKitCore|UIKitServer|ConstraintSolver)$' "$dir"; then
      find "$dir" -name '*.swift' -exec touch {} +
      touched+=("${dir##*/}")
    fi
  done
  (( ${#touched[@]} == 0 )) \
    || echo "note: UIKitCore or ConstraintSolver changed since the last build; compiling again: ${touched[*]}" >&2
}
