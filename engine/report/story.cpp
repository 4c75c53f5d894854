#include "report/story.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "analysis/race_detector.h"
#include "check/check.h"
#include "model/cancel_events.h"

namespace braid {

namespace {

std::string hex(std::uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string quoted(const std::string& name) { return "`" + name + "`"; }

bool contains(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

bool is_acquisition(const Event& e) {
  return e.kind == OpKind::MutexLock || ((e.flags & kFlagSync) && (e.flags & kFlagAcquire));
}

}  // namespace

CallKind call_kind(const std::string& c) {
  if (c.empty()) return CallKind::Other;
  if (c == "pthread_cond_wait" || c == "pthread_cond_timedwait" || c == "pthread_cond_clockwait" || c == "cnd_wait" ||
      c == "cnd_timedwait" || contains(c, "condition_variable4wait"))
    return CallKind::CondWait;
  if (c == "pthread_cond_signal" || c == "cnd_signal" || contains(c, "condition_variable10notify_one"))
    return CallKind::CondSignal;
  if (c == "pthread_cond_broadcast" || c == "cnd_broadcast" || contains(c, "condition_variable10notify_all"))
    return CallKind::CondBroadcast;
  if (c == "pthread_cond_init" || c == "cnd_init") return CallKind::CondInit;
  if (c == "pthread_cond_destroy" || c == "cnd_destroy") return CallKind::CondDestroy;
  if (c == "sem_wait" || c == "sem_timedwait") return CallKind::SemWait;
  if (c == "sem_trywait") return CallKind::SemTryWait;
  if (c == "sem_post") return CallKind::SemPost;
  if (c == "sem_getvalue") return CallKind::SemGetValue;
  if (c == "sem_init") return CallKind::SemInit;
  if (c == "sem_destroy") return CallKind::SemDestroy;
  if (c.starts_with("pthread_rwlock_")) {
    if (contains(c, "rdlock")) return CallKind::RwRead;
    if (contains(c, "wrlock")) return CallKind::RwWrite;
    if (contains(c, "unlock")) return CallKind::RwUnlock;
    if (contains(c, "init")) return CallKind::RwInit;
    if (contains(c, "destroy")) return CallKind::RwDestroy;
  }
  if (c == "pthread_barrier_wait" || c == "__braid_barrier_wait_unobserved") return CallKind::BarrierWait;
  if (c == "pthread_barrier_init") return CallKind::BarrierInit;
  if (c == "pthread_barrier_destroy") return CallKind::BarrierDestroy;
  if (c == "pthread_create" || c == "thrd_create" || contains(c, "_M_start_thread")) return CallKind::ThreadCreate;
  return CallKind::Other;
}

StepNamer::StepNamer(const ExecutionResult& execution, const LocationTable& locations)
    : execution_(execution), locations_(locations), names_(execution, locations) {
  // A mutex's name is the one the program gives it where it locks or unlocks it in its own
  // code (not inside a condition-variable wait, whose first argument is the condvar).
  // Addresses of each name, in the order the execution first uses them.
  // Inside a library (std::mutex, std::lock_guard), the name is the program's argument of
  // its call (model/sync_names.h), not the library's parameter.
  std::unordered_map<std::string, std::vector<std::uint64_t>> addresses_of;
  for (std::size_t i = 0; i < execution.events.size(); ++i) {
    const Event& e = execution.events[i];
    if (!op_is_mutex(e.kind) || mutex_names_.count(e.addr)) continue;
    const SourceLocation& loc = locations[e.loc];
    if (call_kind(loc.callee) == CallKind::CondWait) continue;
    const std::string object = names_.of_event(i);
    if (object.empty()) continue;
    mutex_names_.emplace(e.addr, "mutex " + quoted(object));
    addresses_of[object].push_back(e.addr);
  }
  // One name for several mutexes (`from->lock` in a helper called with different
  // accounts): numbered in order of first use, which (unlike an address) is the same in
  // every run of the trace, on any worker, so reports and SARIF fingerprints are stable.
  for (const auto& [object, addresses] : addresses_of) {
    if (addresses.size() < 2) continue;
    for (std::size_t i = 0; i < addresses.size(); ++i)
      mutex_names_[addresses[i]] += " #" + std::to_string(i + 1);
  }
}

std::string StepNamer::mutex_name(std::uint64_t addr) const {
  auto it = mutex_names_.find(addr);
  return it != mutex_names_.end() ? it->second : "mutex@" + hex(addr);
}

StepNamer::Name StepNamer::name(std::size_t position) const {
  const std::vector<Event>& events = execution_.events;
  const Event& e = events[position];
  const SourceLocation& loc = locations_[e.loc];
  const CallKind kind = call_kind(loc.callee);
  const std::string named = names_.of_event(position);
  const std::string object = named.empty() ? hex(e.addr) : quoted(named);
  // The mutex a condition-variable wait releases and re-acquires: its unlock event.
  auto wait_mutex = [&](bool before) -> std::string {
    if (before) {
      for (std::size_t i = position; i-- > 0;)
        if (events[i].thread == e.thread) {
          return events[i].kind == OpKind::MutexUnlock && events[i].loc == e.loc ? mutex_name(events[i].addr) : "";
        }
      return "";
    }
    for (std::size_t i = position + 1; i < events.size(); ++i)
      if (events[i].thread == e.thread) {
        return events[i].kind == OpKind::MutexUnlock && events[i].loc == e.loc ? mutex_name(events[i].addr) : "";
      }
    return "";
  };
  if (e.flags & kFlagSync) {
    // A cancellation request or point, a thread's end or a join's wait for it: a memory-like
    // event that names the thread whose cell it touches (model/cancel_events.h), not the
    // object of the call it is in.
    if (op_is_memory(e.kind) && e.peer != kNoThread) {
      const std::string target = "thread " + std::to_string(e.peer);
      if (e.kind == OpKind::Rmw && e.value_written == kThreadEnded) return {"thread-end", target};
      if (e.kind == OpKind::Rmw && e.value_written == kJoinWaitEnded)
        return {"join-wait", target + (e.value_read ? ", woken by a cancellation request" : ", ended")};
      // A request writes kCancelRequest; a blocking point's entry or exit writes
      // kCancelCellEdge; a request's wake-up of its target's wait is an event of another thread.
      if (e.kind == OpKind::Rmw && (e.thread != e.peer || e.value_written == kCancelRequest)) return {"cancel", target};
      if (e.kind == OpKind::Rmw) return {"cancel-point", target + (e.value_read ? ", request pending" : ", no request")};
      return {"cancel-point", target + (e.value_read ? ", request pending" : ", no request")};
    }
    switch (kind) {
      case CallKind::CondWait: {
        // A wait is two events on the condvar: registering (then the mutex is released)
        // and the wake-up (then the mutex is taken again).
        const std::string released_before = wait_mutex(true);
        const bool wake = (e.flags & kFlagAcquire) || !released_before.empty();
        if (wake) {
          return {"wake", "condition variable " + object +
                              (released_before.empty() ? "" : ", then re-acquires " + released_before)};
        }
        const std::string released = wait_mutex(false);
        return {"wait", "condition variable " + object + (released.empty() ? "" : ", releasing " + released)};
      }
      case CallKind::CondSignal: return {"signal", "condition variable " + object};
      case CallKind::CondBroadcast: return {"broadcast", "condition variable " + object};
      case CallKind::CondInit: return {"init", "condition variable " + object};
      case CallKind::CondDestroy: return {"destroy", "condition variable " + object};
      case CallKind::SemWait: return {"sem_wait", "semaphore " + object};
      case CallKind::SemTryWait:
        return {e.kind == OpKind::Load ? "sem_trywait-fail" : "sem_trywait", "semaphore " + object};
      case CallKind::SemPost: return {"sem_post", "semaphore " + object};
      case CallKind::SemGetValue: return {"sem_getvalue", "semaphore " + object};
      case CallKind::SemInit: return {"sem_init", "semaphore " + object};
      case CallKind::SemDestroy: return {"sem_destroy", "semaphore " + object};
      case CallKind::RwRead: return {"rdlock", "rwlock " + object};
      case CallKind::RwWrite:
        return {e.kind == OpKind::Load ? "wrlock-fail" : "wrlock", "rwlock " + object};
      case CallKind::RwUnlock: return {"unlock", "rwlock " + object};
      case CallKind::RwInit: return {"init", "rwlock " + object};
      case CallKind::RwDestroy: return {"destroy", "rwlock " + object};
      case CallKind::BarrierWait:
      case CallKind::BarrierInit:
      case CallKind::BarrierDestroy:
        return {e.kind == OpKind::Load ? "barrier-pass" : "barrier", "barrier " + object};
      default: return {"sync", object};
    }
  }
  switch (e.kind) {
    case OpKind::ThreadCreate:
    case OpKind::ThreadJoin:
    case OpKind::ThreadDetach:
      return {std::string(to_string(e.kind)), "thread " + std::to_string(e.peer)};
    case OpKind::MutexLock:
    case OpKind::MutexUnlock:
    case OpKind::MutexTryFail: {
      if (kind == CallKind::CondWait) {
        const std::string cond = "condition variable " + object;
        return e.kind == OpKind::MutexUnlock ? Name{"release", mutex_name(e.addr) + " (wait on " + cond + ")"}
                                             : Name{"re-acquire", mutex_name(e.addr) + " (woken from " + cond + ")"};
      }
      return {std::string(to_string(e.kind)), mutex_name(e.addr)};
    }
    default:
      return {std::string(to_string(e.kind)), named.empty() ? hex(e.addr) : named, e.size <= 8};
  }
}

std::string format_value(std::uint64_t raw, std::uint32_t size, ValueType type) {
  if (size == 0 || size > 8) return "";
  const unsigned bits = size * 8;
  if (bits < 64) raw &= (std::uint64_t{1} << bits) - 1;
  const std::int64_t as_signed =
      bits < 64 && (raw >> (bits - 1)) ? static_cast<std::int64_t>(raw | ~((std::uint64_t{1} << bits) - 1))
                                       : static_cast<std::int64_t>(raw);
  char buf[64];
  switch (type) {
    case ValueType::Pointer: return raw ? hex(raw) : "NULL";
    case ValueType::Bool: return raw == 0 ? "false" : raw == 1 ? "true" : std::to_string(raw);
    case ValueType::Unsigned: return std::to_string(raw);
    case ValueType::Char:
      if (size == 1 && raw >= 32 && raw < 127) {
        std::snprintf(buf, sizeof buf, "'%c' (%lld)", static_cast<char>(raw), static_cast<long long>(raw));
        return buf;
      }
      return std::to_string(as_signed);
    case ValueType::Float:
      if (size == 4) {
        float f;
        const auto word = static_cast<std::uint32_t>(raw);
        std::memcpy(&f, &word, 4);
        std::snprintf(buf, sizeof buf, "%g", static_cast<double>(f));
        return buf;
      }
      if (size == 8) {
        double d;
        std::memcpy(&d, &raw, 8);
        std::snprintf(buf, sizeof buf, "%g", d);
        return buf;
      }
      return std::to_string(as_signed);
    case ValueType::Signed:
    case ValueType::Unknown: return std::to_string(as_signed);
  }
  return std::to_string(as_signed);
}

std::set<std::size_t> key_steps(const BugReport& report, const LocationTable& locations) {
  std::set<std::size_t> keys;
  const std::vector<Event>& events = report.execution.events;
  const Bug& bug = report.bug;
  if (bug.kind == BugKind::DataRace) {
    if (const auto race = describe_race(report.execution, bug, locations)) {
      keys.insert(race->first.position);
      keys.insert(race->second.position);
    }
    return keys;
  }
  if (bug.kind == BugKind::Deadlock) {
    for (const BlockedThread& b : bug.blocked) {
      const bool known = b.thread < report.execution.final_threads.size();
      const PendingOp next = known ? report.execution.final_threads[b.thread].next : PendingOp{};
      if (!known || call_kind(locations[next.loc].callee) != CallKind::CondWait) {
        // Waiting for a mutex, a join, ...: the last thing the thread acquired.
        for (std::size_t i = events.size(); i-- > 0;)
          if (events[i].thread == b.thread && is_acquisition(events[i])) {
            keys.insert(i);
            break;
          }
        continue;
      }
      // A lost wake-up: the wait that never ends and every signal of that condvar.
      for (std::size_t i = events.size(); i-- > 0;)
        if (events[i].thread == b.thread && events[i].loc == next.loc && (events[i].flags & kFlagSync)) {
          keys.insert(i);
          break;
        }
      for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        const CallKind k = call_kind(locations[e.loc].callee);
        if ((e.flags & kFlagSync) && (k == CallKind::CondSignal || k == CallKind::CondBroadcast) &&
            ranges_overlap(e.addr, e.size, next.addr, std::max<std::uint32_t>(next.size, 1)))
          keys.insert(i);
      }
    }
    return keys;
  }
  // A join or detach that found the thread's join state taken (joined twice or after a
  // detach, detached twice or after a join): that step and the join or detach before it.
  // (The execution went on after it: the failing thread's last step may be a later one.)
  if (bug.kind == BugKind::Misuse) {
    for (std::size_t i = events.size(); i-- > 0;) {
      const Event& e = events[i];
      if (e.thread != bug.thread || e.loc != bug.loc || !op_is_join_state(e.kind)) continue;
      keys.insert(i);
      for (std::size_t j = i; j-- > 0;)
        if (op_is_join_state(events[j].kind) && events[j].peer == e.peer) {
          keys.insert(j);
          break;
        }
      return keys;
    }
  }
  // Any other bug: the failing thread's last step and, when it read shared memory, where
  // the value came from (the failing thread's last read, the write it saw and, when that
  // write's thread had read the variable before another thread wrote it, that stale read
  // and the overwritten write: a lost update reads as four steps).
  std::optional<std::size_t> last;
  for (std::size_t i = events.size(); i-- > 0;)
    if (events[i].thread == bug.thread) {
      last = i;
      break;
    }
  if (!last) return keys;
  keys.insert(*last);
  auto plain_memory = [&](const Event& e) { return op_is_memory(e.kind) && !(e.flags & kFlagSync); };
  std::optional<std::size_t> read;
  for (std::size_t i = *last + 1; i-- > 0;) {
    const Event& e = events[i];
    if (e.thread != bug.thread) continue;
    if (!plain_memory(e)) break;  // the failing check reads right before it fails
    if (op_reads(e.kind)) {
      read = i;
      break;
    }
  }
  if (!read) return keys;
  keys.insert(*read);
  const Event& r = events[*read];
  auto overlaps = [&](const Event& e) { return plain_memory(e) && ranges_overlap(e.addr, e.size, r.addr, r.size); };
  std::optional<std::size_t> source;
  for (std::size_t i = *read; i-- > 0;)
    if (overlaps(events[i]) && op_writes(events[i].kind)) {
      source = i;
      break;
    }
  if (!source || events[*source].thread == r.thread) return keys;
  keys.insert(*source);
  const ThreadId writer = events[*source].thread;
  for (std::size_t i = *source; i-- > 0;) {
    const Event& e = events[i];
    if (!overlaps(e)) continue;
    if (e.thread == writer) {
      // The writer's own earlier access: a read with another thread's write after it is
      // the stale read of a lost update.
      if (op_reads(e.kind) && !op_writes(e.kind)) {
        for (std::size_t j = i + 1; j < *source; ++j)
          if (overlaps(events[j]) && op_writes(events[j].kind) && events[j].thread != writer) {
            keys.insert(i);
            keys.insert(j);
            break;
          }
      }
      break;
    }
  }
  return keys;
}

std::vector<LoopFold> find_loop_folds(const std::vector<std::uint64_t>& keys, const std::vector<std::uint32_t>& lines,
                                      const std::vector<bool>& unfoldable) {
  constexpr std::size_t kMaxPeriod = 16, kMinIterations = 4;
  std::vector<LoopFold> folds;
  const std::size_t n = keys.size();
  auto block_clean = [&](std::size_t from, std::size_t p) {
    for (std::size_t k = from; k < from + p; ++k)
      if (unfoldable[k]) return false;
    return true;
  };
  std::size_t i = 0;
  while (i < n) {
    std::size_t best_period = 0, best_iterations = 0;
    for (std::size_t p = 1; p <= kMaxPeriod && i + kMinIterations * p <= n; ++p) {
      if (!block_clean(i, p)) break;
      std::size_t iterations = 1;
      while (i + (iterations + 1) * p <= n && block_clean(i + iterations * p, p) &&
             std::equal(keys.begin() + i, keys.begin() + i + p, keys.begin() + i + iterations * p))
        ++iterations;
      if (iterations >= kMinIterations && iterations * p > best_iterations * best_period) {
        best_period = p;
        best_iterations = iterations;
      }
    }
    if (!best_period) {
      ++i;
      continue;
    }
    LoopFold fold{i, best_period, best_iterations, UINT32_MAX, 0};
    for (std::size_t k = i; k < i + best_period; ++k) {
      if (!lines[k]) continue;
      fold.line_from = std::min(fold.line_from, lines[k]);
      fold.line_to = std::max(fold.line_to, lines[k]);
    }
    if (fold.line_from == UINT32_MAX) fold.line_from = 0;
    folds.push_back(fold);
    i += best_period * best_iterations;
  }
  return folds;
}

std::string with_thousands(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace braid
