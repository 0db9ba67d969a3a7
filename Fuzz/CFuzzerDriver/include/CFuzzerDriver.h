#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/*
 * libFuzzer's entry point for programs with their own main (LLVM 12 and later). Only a build
 * with -sanitize=fuzzer (scripts/fuzz) links libFuzzer; the Swift side calls this only when
 * compiled with -D FUZZING.
 */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
