// Crash handling: a fault (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) in program code ends
// the execution with a `crash` bug (a stack overflow is told apart by the guard page) and
// jumps back to the scheduling loop (Runtime::run) on the scheduler's stack.
#include <cxxabi.h>
#include <signal.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <typeinfo>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "runtime/runtime.h"
#include "runtime/thread_unwind.h"

namespace braid::runtime {

namespace {

// Crash signals are process-wide; the handler forwards to the runtime of the OS thread
// that faulted if it was running program code, and otherwise lets the process die as it
// would have without braid.
void crash_handler(int sig, siginfo_t* info, void*) {
  Runtime* rt = Runtime::current();
  if (rt && rt->in_program_code()) rt->on_crash_signal(sig, info->si_addr);
  signal(sig, SIG_DFL);
  raise(sig);
}

// "of type T: what()" for the exception being handled (std::terminate after an uncaught
// throw has begun catching it), as libstdc++'s verbose terminate handler prints it.
std::string describe_current_exception() {
  std::type_info* type = abi::__cxa_current_exception_type();
  if (!type) return "";
  if (*type == typeid(ThreadExitUnwind)) return ": pthread_exit's unwinding reached a noexcept function";
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> demangled(abi::__cxa_demangle(type->name(), nullptr, nullptr, &status),
                                                   std::free);
  std::string text = std::string(" of type ") + (status == 0 && demangled ? demangled.get() : type->name());
  try {
    throw;
  } catch (const std::exception& e) {
    text += std::string(": ") + e.what();
  } catch (...) {
  }
  return text;
}

// Installed once per process (std::set_terminate is process-wide, like the signal handlers);
// workers create runtimes concurrently, hence the atomic.
std::atomic<std::terminate_handler> previous_terminate_handler{nullptr};

// std::terminate in a program thread (an exception escaping a thread's function or main, a
// throw from a noexcept function) is an `abort` bug that names the exception; elsewhere the
// previous handler runs as it would have without braid.
[[noreturn]] void terminate_handler() {
  Runtime* rt = Runtime::current();
  if (rt && rt->in_program_code() && rt->executing()) {
    std::string exception = describe_current_exception();
    rt->fail(BugKind::Abort,
             exception.empty() ? "std::terminate called (aborts the program)"
             : exception[0] == ':' ? "std::terminate called" + exception
                                   : "std::terminate called after an uncaught exception" + exception,
             0);
  }
  if (std::terminate_handler previous = previous_terminate_handler.load()) previous();
  std::abort();
}

}  // namespace

// The handler must not run on the (possibly overflowed) fiber stack: every OS thread that
// runs program code gets an alternate signal stack.
void Runtime::ensure_alt_stack() {
  thread_local std::unique_ptr<char[]> alt_stack;
  if (!alt_stack) {
    constexpr std::size_t kAltSize = 256 * 1024;
    alt_stack = std::make_unique<char[]>(kAltSize);
    stack_t ss{};
    ss.ss_sp = alt_stack.get();
    ss.ss_size = kAltSize;
    sigaltstack(&ss, nullptr);
  }
}

void Runtime::install_signal_handlers() {
  // Installed (again) whenever an instance is created: a host such as a test framework
  // may have replaced the handlers in between.
  struct sigaction sa {};
  sa.sa_sigaction = crash_handler;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(sig, &sa, nullptr);
  static std::once_flag terminate_installed;
  std::call_once(terminate_installed,
                 [] { previous_terminate_handler.store(std::set_terminate(terminate_handler)); });
}

void Runtime::on_crash_signal(int signal, const void* fault_address) {
  Bug bug;
  bug.kind = BugKind::Crash;
  bug.thread = current_;
  bug.loc = status_.size() > current_ ? status_[current_].next.loc : 0;
  if (stacks_.in_guard_page(fault_address)) {
    bug.message = "stack overflow in thread " + std::to_string(current_);
  } else if (signal == SIGABRT) {  // abort() called inside a library (the program's own calls are intercepted)
    bug.kind = BugKind::Abort;
    bug.message = "thread " + std::to_string(current_) + " aborted: SIGABRT raised inside a library call";
  } else {
    const char* name = signal == SIGSEGV ? "SIGSEGV (invalid memory access)"
                     : signal == SIGBUS  ? "SIGBUS (bus error)"
                     : signal == SIGFPE  ? "SIGFPE (arithmetic error)"
                                         : "SIGILL (illegal instruction)";
    char addr[32];
    std::snprintf(addr, sizeof addr, "%p", fault_address);
    bug.message = std::string("thread ") + std::to_string(current_) + " crashed: " + name +
                  (signal == SIGSEGV || signal == SIGBUS ? std::string(" at address ") + addr : "");
  }
  bug.related_loc = cur().callsite;
  stop_thread_at_bug(std::move(bug));
  siglongjmp(crash_jump_, 1);
}

// The check at a program function's entry found the thread's frames past its stack size
// (instrument/stack_frames.cpp): the same report as an overflow into the guard region, from
// the thread's own stack (the margin below the limit holds this call).
void Runtime::report_stack_overflow() {
  Bug bug;
  bug.kind = BugKind::Crash;
  bug.thread = current_;
  bug.loc = status_.size() > current_ ? status_[current_].next.loc : 0;
  bug.message = "stack overflow in thread " + std::to_string(current_);
  bug.related_loc = cur().callsite;
  stop_thread_at_bug(std::move(bug));
  yield_to_scheduler();
  throw std::logic_error("runtime: thread resumed after its stack overflowed");
}

}  // namespace braid::runtime
