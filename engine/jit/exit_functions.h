// C++ static destructors that braid can run in every execution.
//
// A global object is built once, by the static initialisation of the instance, and each
// execution starts from a snapshot of the globals and of the braid heap. Its destructor,
// registered with __cxa_atexit, can run at the end of every execution (interleaved with the
// threads still running) only if everything it touches is restored by that snapshot: code
// of the program and of braid's runtime. A destructor that reaches library code braid does
// not replace (libstdc++'s own std::string destructor, fclose, an indirect call) may free
// memory the library allocated with the process's malloc during static initialisation, and
// running it a second time would free it again. For such a program the runtime runs static
// initialisation again in every execution, from the constructors' table below (runtime.h).
#pragma once

#include <set>
#include <string>
#include <vector>

namespace llvm {
class Module;
namespace orc {
class LLJIT;
}
}  // namespace llvm

namespace braid {

// Adds to `module` a table of the functions its static initialisation registers with
// __cxa_atexit / atexit whose code only calls functions defined in the module, LLVM
// intrinsics and the symbols in `provided` (braid's runtime and replacements), and the
// `__attribute__((destructor))` functions (llvm.global_dtors) that do the same.
void add_runnable_exit_functions_table(llvm::Module& module, const std::set<std::string>& provided);

// The table's functions, as addresses in the JIT (none if the table is missing: an object
// compiled before it existed).
std::vector<void*> runnable_exit_functions(llvm::orc::LLJIT& jit);

// Whether the program may register an exit handler (atexit, __cxa_atexit, at_quick_exit)
// outside static initialisation, i.e. during an execution (a flag the table's function adds;
// true when missing: an object compiled before it existed). The runtime's exit then takes the
// handler list even while it is empty, so that a thread's first registration and the exit
// are explored in both orders (docs/runtime.md, "trust30").
bool registers_exit_handlers_while_running(llvm::orc::LLJIT& jit);

// Adds to `module` a table of its static constructors (llvm.global_ctors, in the order they
// run: by priority, then as listed). When static initialisation registers a destructor that
// reaches library code, the runtime runs these again before every execution, from the
// globals as they were before static initialisation, so that constructors and destructors
// balance in every execution (runtime.h, Runtime::static_init_each_execution_).
void add_static_constructors_table(llvm::Module& module);

// The table's functions (none if the module has no static constructors or the table is
// missing: an object compiled before it existed).
std::vector<void (*)()> static_constructors(llvm::orc::LLJIT& jit);

// Adds to `module` a table of its `__attribute__((destructor))` functions (llvm.global_dtors)
// in the order glibc runs them from .fini_array, after every atexit / __cxa_atexit handler:
// the largest priority first, and of one priority the last listed first.
void add_static_destructors_table(llvm::Module& module);

// The table's functions (none if the module has none or the table is missing).
std::vector<void (*)()> static_destructors(llvm::orc::LLJIT& jit);

}  // namespace braid
