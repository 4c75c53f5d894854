// Static initialisation run again in every execution (runtime.h,
// Runtime::static_init_each_execution_): for a program whose static initialisation
// registers a destructor that reaches library code braid does not replace. Running such a
// destructor in every execution after one static initialisation would free again, in every
// execution, memory the library allocated once with the process's malloc (a global
// std::string's buffer); run in the same execution as the constructor that allocated it,
// constructor and destructor balance.
#include "runtime/runtime.h"

namespace braid::runtime {

void Runtime::run_static_initialisation() {
  // reset() restored the globals as they were before static initialisation and emptied the
  // heap. The constructors run as the JIT ran them: in pass-through mode (executing_ is
  // false: no events, blocks initialised), on this system thread, with this runtime current.
  static_init_exit_handlers_.clear();
  static_quick_exit_handlers_.clear();
  initial_signal_actions_.clear();
  static_completion_barriers_.clear();
  for (void (*constructor)() : image_.static_constructors) constructor();
  // Every destructor they registered runs at the end of this execution (run_exit_handlers),
  // last registered first, interleaved with the threads still running.
  static_exit_handlers_ = static_init_exit_handlers_;
  static_init_heap_ = heap_.used_ranges();
  signal_actions_ = initial_signal_actions_;
}

}  // namespace braid::runtime
