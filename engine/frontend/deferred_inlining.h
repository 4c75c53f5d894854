// The program's always_inline functions are inlined after braid's pass, not by Clang's -O0
// pipeline (runtime/hooks.h, BRAID_DEFERRED_ALWAYS_INLINE; docs/runtime.md, "trust21").
#pragma once

namespace clang {
class CodeGenOptions;
}

namespace braid {

// Registers, on a compilation's code-generation options, the step that runs first in Clang's
// pipeline and marks the program's own always_inline functions (not a library's: their
// inlining stays as it was) for deferred inlining.
void defer_program_always_inline(clang::CodeGenOptions& options);

}  // namespace braid
