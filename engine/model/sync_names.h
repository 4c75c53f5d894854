// Names of the mutexes and condition variables of an execution's events as the program
// names them: the one place every report (text, JSON, SARIF, the editor's diagnostics)
// gets them from (docs/runtime.md, "trust26", "trust32").
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/blocking.h"
#include "model/execution.h"
#include "model/location.h"

namespace braid {

// The object of the event at `position` as named at its own call: its location's `object`
// when the operation is in the program's own code. An operation on a mutex or a condition
// variable inside a library (libstdc++'s `__gthread_mutex_lock(__gthread_mutex_t* __mutex)`,
// shared by every std::mutex) is named at the program's innermost call under which it ran,
// from that call's argument of the same kind (SourceLocation::sync_arguments: `m` of
// `m.lock()` or of `std::lock_guard g(m)`, `this->mtx_`, `q->lock`, `locks[2]`); several such
// arguments (`std::scoped_lock lk(a, b)`) are matched in order to the distinct objects the
// thread used under that call. Without a recorded call stack (ExecutionResult::stacks) only
// the inlined calls are seen. A library's own name of it (a reserved identifier: `*__mutex`,
// `this->_M_device`) is never returned: empty when none is known.
// Operations whose call has no argument naming the object (`lk.unlock()` of a
// std::unique_lock, the re-lock inside `cv.wait(lk)`) are empty here: SyncObjectNames names
// them by their address.
std::string sync_call_name(const ExecutionResult& execution, std::size_t position, const LocationTable& locations);

// The mutexes and condition variables of one execution named by address: an event whose own
// call names no object takes the name another event on the same address has (the lock that
// made a std::unique_lock names its later `unlock()`; a `cnd_wait(&q->not_empty, ...)` names
// the condition variable a deadlock leaves a thread waiting on). Built once per report: every
// sync event's call is named once.
class SyncObjectNames {
 public:
  SyncObjectNames(const ExecutionResult& execution, const LocationTable& locations);

  // The name of the event's object: its call's name, else the name of the nearest event on
  // the same address and of the same kind (before it first: an address may be reused by a
  // later object). Empty when no event names it, or for events on no mutex or condition variable.
  std::string of_event(std::size_t position) const;

  // The name of the object of `kind` at `addr` as the execution last named it (a deadlock's
  // blocked objects: Blocking::object). Empty when no event named it.
  std::string of_address(std::uint64_t addr, SyncObjectKind kind) const;

 private:
  struct Named {
    std::size_t position;
    std::string name;
  };
  const ExecutionResult& execution_;
  const LocationTable& locations_;
  // Per object, its named events in execution order.
  std::map<std::pair<SyncObjectKind, std::uint64_t>, std::vector<Named>> named_;
  // Per event position, its call's name (sync events only).
  std::map<std::size_t, std::string> call_names_;
};

// The words a deadlock's description (BlockedThread::waits_for, written by the runtime) uses
// for the object a thread waits on, "a mutex held by thread 2", "a signal on a condition
// variable": the reports put the program's name of the object in their place ("mutex
// `q->lock` held by thread 2"; report/report.cpp).
constexpr std::string_view waited_object_words(BlockReason reason) {
  switch (reason) {
    case BlockReason::Mutex: return "a mutex";
    case BlockReason::CondVar: return "a condition variable";
    default: return "";
  }
}

// The kind of object a sync operation is on (mutex operations, the condition-variable events
// of a pthread, C11 or libstdc++ condition-variable call), or none.
std::optional<SyncObjectKind> sync_operation_kind(const Event& e, const SourceLocation& loc);

}  // namespace braid
