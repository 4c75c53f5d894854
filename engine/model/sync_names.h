// Names of the mutexes and condition variables of an execution's events as the program
// names them: the one place every report (text, JSON, SARIF, the editor's diagnostics)
// gets them from (docs/runtime.md, "trust26").
#pragma once

#include <cstddef>
#include <string>

#include "model/execution.h"
#include "model/location.h"

namespace braid {

// The object of the event at `position`: its location's `object` when the operation is in
// the program's own code. An operation on a mutex or a condition variable inside a library
// (libstdc++'s `__gthread_mutex_lock(__gthread_mutex_t* __mutex)`, shared by every
// std::mutex) is named at the program's innermost call under which it ran, from that call's
// argument of the same kind (SourceLocation::sync_arguments: `m` of `m.lock()` or of
// `std::lock_guard g(m)`, `this->mtx_`, `q->lock`, `locks[2]`); several such arguments
// (`std::scoped_lock lk(a, b)`) are matched in order to the distinct objects the thread used
// under that call. Without a recorded call stack (ExecutionResult::stacks) only the inlined
// calls are seen. A library's own name of it (a reserved identifier: `*__mutex`,
// `this->_M_device`) is never returned: empty when none is known.
std::string sync_object_name(const ExecutionResult& execution, std::size_t position, const LocationTable& locations);

}  // namespace braid
