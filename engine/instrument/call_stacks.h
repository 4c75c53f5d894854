// Call stacks for reports: the instrumentation that maintains each thread's shadow stack
// (runtime/shadow_stack.h) and the location facts reports need about each hook's location.
#pragma once

#include "model/location.h"

namespace llvm {
class Module;
}

namespace braid {

// Runs after the access instrumentation, before the optimiser (so that calls inlined later
// keep their frames):
// - every call of a program function (or through a pointer) records its call site in the
//   running thread's shadow stack, with a new location (function, file, line, column);
// - each hook's location gets its inlined-at chain (frames of functions Clang inlined),
//   the library function called for an intercepted call (`callee`), and the C type of
//   the accessed value (`value_type`); C++ functions get their qualified names.
void add_call_stacks(llvm::Module& module, LocationTable& locations);

}  // namespace braid
