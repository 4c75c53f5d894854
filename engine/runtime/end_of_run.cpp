// How an execution ends: with a bug (end_with_bug, fail), by exit, or at a scheduling point
// where it cannot go on (execution_over: every thread finished, a deadlock, a failed
// assume, the step bound, the deadline).
#include <algorithm>
#include <stdexcept>
#include <string>

#include "runtime/runtime.h"

namespace braid::runtime {

bool Runtime::execution_over() {
  // Right after update_enabled (Runtime::run), which summed the threads' status up.
  const auto [any_unfinished, any_enabled, any_assume_blocked] = summary_;
  // The program ends normally: main's status is the program's.
  auto end_normally = [this] {
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
  };
  if (!any_unfinished) return end_normally();  // every thread returned
  // The others ran on after a bug until none could go on: the outcome stays Bug.
  if (!any_enabled && result_.bug) return true;
  // exit(0) stopped its caller and the others ran on until none could go on: the process
  // ends here, as at the exit, the threads still blocked with it.
  if (!any_enabled && exit_called_) return end_normally();
  if (!any_enabled && any_assume_blocked) {
    result_.outcome = ExecutionOutcome::Blocked;
    return true;
  }
  if (!any_enabled && main_returned_ && status_[0].finished) {
    // main returned (exit(status)) and its exit handlers ran: the process ends here, the
    // threads still blocked (or waiting in an await loop) with it — not a deadlock.
    return end_normally();
  }
  if (!any_enabled && std::ranges::all_of(status_, [this](const ThreadStatus& s) {
        return s.finished || idle_completion_thread(s.id);
      })) {
    // Only std::barrier completion threads wait (main ended with pthread_exit): the process
    // ends with the last participant, as it would with no thread of braid's own.
    return end_normally();
  }
  if (!any_enabled) {
    end_with_bug(deadlock_bug());
    return true;
  }
  if (result_.events.size() >= config_.max_steps && exit_called_ && !result_.bug) {
    // The threads that ran on after exit(0) would have been killed with the process at any
    // point: stopping them here cuts no behaviour of the program short (docs/runtime.md).
    return end_normally();
  }
  if (result_.events.size() >= config_.max_steps) {
    end_with_bug(step_bound_bug());
    return true;
  }
  if (deadline_seen_ || deadline_passed_in_scheduler()) {
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
    if (s.finished || idle_completion_thread(s.id)) continue;  // braid's own, waiting for arrivals
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
  const ExecutionResult::Prefix prefix{result_.events.size(), result_.schedule.size(), result_.output.size()};
  if (!result_.bug) {
    result_.bug = std::move(bug);
    result_.outcome = ExecutionOutcome::Bug;
    result_.bug_prefix = prefix;
  } else {
    // Another thread ran on after the first bug and hit this one (run_on_after_bug_).
    result_.later_bugs.emplace_back(std::move(bug), prefix);
  }
  ended_ = true;
}

bool Runtime::stop_thread_at_bug(Bug bug) {
  if (!run_on_after_bug_ || bug.kind == BugKind::Bound) {
    end_with_bug(std::move(bug));
    return false;
  }
  end_with_bug(std::move(bug));
  ended_ = false;
  // The thread stops for good where it is, like one blocked by a failed assume (its
  // announced operation is stale); the others run on (docs/algorithms.md, "Runs cut by a bug").
  status_[current_].enabled = false;
  status_[current_].blocked = {BlockReason::Assume, 0};
  return true;
}

void Runtime::fail(BugKind kind, std::string message, LocationId loc) {
  Bug bug;
  bug.kind = kind;
  bug.message = std::move(message);
  bug.loc = loc ? loc : cur().callsite;
  bug.thread = current_;
  stop_thread_at_bug(std::move(bug));
  yield_to_scheduler();
  throw std::logic_error("runtime: failed thread resumed");
}

void Runtime::exit_program(int status, ExitHandlers handlers) {
  if (status != 0) {
    fail(BugKind::Exit, "exit(" + std::to_string(status) + ") called by thread " +
                            std::to_string(current_), 0);
  }
  // exit(0) ends the whole program, other threads included, after the atexit handlers and
  // static destructors, which run in this thread.
  if (handlers == ExitHandlers::AtExit && !exiting_) run_exit_handlers();
  if (handlers == ExitHandlers::AtQuickExit) run_quick_exit_handlers();
  // Until the process is gone the other threads can still run: a write of theirs that races
  // with the exit handlers, a use of what a static destructor destroyed, or a bug they hit
  // first is a real behaviour. So the caller stops for good where it is, like a thread
  // stopped at a bug, and the others run on; execution_over ends the execution normally when
  // none can go on (every shorter run, the process killed earlier, is a prefix of one of
  // these). One semantics for every scheduler and algorithm (DFS stopped every thread here,
  // so its class count and the others' counted different things; docs/runtime.md).
  exit_called_ = true;
  status_[current_].enabled = false;
  status_[current_].blocked = {BlockReason::Assume, 0};
  yield_to_scheduler();
  throw std::logic_error("runtime: exited thread resumed");
}

}  // namespace braid::runtime
