// How an execution ends: with a bug (end_with_bug, fail), by exit, or at a scheduling point
// where it cannot go on (execution_over: every thread finished, a deadlock, a failed
// assume, the step bound, the deadline).
#include <stdexcept>
#include <string>

#include "runtime/runtime.h"

namespace braid::runtime {

bool Runtime::execution_over() {
  bool any_unfinished = false, any_enabled = false, any_assume_blocked = false;
  for (const ThreadStatus& s : status_) {
    any_unfinished |= !s.finished;
    any_enabled |= s.enabled;
    any_assume_blocked |= !s.finished && s.assume_blocked();
  }
  if (!any_unfinished) {
    // Every thread returned: main's status is the program's.
    if (main_status_ != 0) {
      Bug bug;
      bug.kind = BugKind::Exit;
      bug.message = "main returned " + std::to_string(main_status_);
      bug.thread = 0;
      end_with_bug(std::move(bug));
    } else {
      check_leaks();
    }
    return true;
  }
  if (!any_enabled && any_assume_blocked) {
    result_.outcome = ExecutionOutcome::Blocked;
    return true;
  }
  if (!any_enabled) {
    end_with_bug(deadlock_bug());
    return true;
  }
  if (result_.events.size() >= config_.max_steps) {
    end_with_bug(step_bound_bug());
    return true;
  }
  if (deadline_passed_in_scheduler()) {
    // The check's time is up in the middle of this execution: abandon it (the
    // exploration then stops, incomplete).
    result_.outcome = ExecutionOutcome::Abandoned;
    result_.interrupted = true;
    return true;
  }
  return false;
}

Bug Runtime::deadlock_bug() const {
  Bug bug;
  bug.kind = BugKind::Deadlock;
  for (const ThreadStatus& s : status_) {
    if (s.finished) continue;
    bug.blocked.push_back({s.id, describe_wait(s), s.next.loc, s.blocked});
  }
  bug.thread = bug.blocked.front().thread;
  bug.loc = bug.blocked.front().loc;
  for (std::size_t i = 0; i < bug.blocked.size(); ++i) {
    if (i) bug.message += "; ";
    bug.message += "thread " + std::to_string(bug.blocked[i].thread) + " waits for " +
                   bug.blocked[i].waits_for;
  }
  return bug;
}

Bug Runtime::step_bound_bug() const {
  // The longest-running thread is the likely culprit; report where it stands.
  ThreadId culprit = 0;
  std::uint32_t most = 0;
  for (const ThreadStatus& s : status_) {
    if (!s.finished && s.executed >= most) {
      most = s.executed;
      culprit = s.id;
    }
  }
  Bug bug;
  bug.kind = BugKind::Bound;
  bug.thread = culprit;
  bug.loc = status_[culprit].next.loc;
  bug.message = "execution exceeded " + std::to_string(config_.max_steps) +
                " visible operations (--max-steps): possibly non-terminating; thread " +
                std::to_string(culprit) + " keeps running";
  return bug;
}

void Runtime::end_with_bug(Bug bug) {
  if (!result_.bug) {
    result_.bug = std::move(bug);
    result_.outcome = ExecutionOutcome::Bug;
  }
  ended_ = true;
}

void Runtime::fail(BugKind kind, std::string message, LocationId loc) {
  Bug bug;
  bug.kind = kind;
  bug.message = std::move(message);
  bug.loc = loc ? loc : cur().callsite;
  bug.thread = current_;
  end_with_bug(std::move(bug));
  yield_to_scheduler();
  throw std::logic_error("runtime: failed thread resumed");
}

void Runtime::exit_program(int status, bool run_handlers) {
  if (status != 0) {
    fail(BugKind::Exit, "exit(" + std::to_string(status) + ") called by thread " +
                            std::to_string(current_), 0);
  }
  // exit(0) ends the whole program, other threads included: a complete execution, after
  // the atexit handlers and static destructors, which run in this thread.
  if (run_handlers && !exiting_) run_exit_handlers();
  check_leaks();
  ended_ = true;
  yield_to_scheduler();
  throw std::logic_error("runtime: exited thread resumed");
}

}  // namespace braid::runtime
