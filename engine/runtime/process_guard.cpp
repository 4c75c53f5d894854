// See process_guard.h. Each replacement decides by context: inside an execution of the
// calling OS thread's runtime, the call is a finding of that execution; outside one (static
// constructors, pass-through mode) it fails like a refused system call would.
#include "runtime/process_guard.h"
#include "runtime/intercept.h"

#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstring>
#include <map>
#include <string>

#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

std::atomic<int> protected_fd{-1};

bool is_protected(long fd) { return fd >= 0 && fd == protected_fd.load(std::memory_order_relaxed); }

Runtime* executing_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

// Fails with errno = `err` outside an execution; ends the execution as `unsupported`
// inside one.
long refuse(const char* what, int err = EPERM) {
  if (Runtime* r = executing_runtime()) {
    r->fail(BugKind::Unsupported,
            std::string(what) + " is not supported by braid: the program cannot be verified past this call", 0);
  }
  errno = err;
  return -1;
}

std::string signal_name(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

// A signal the program sends to its own process (kill(getpid()), raise, tgkill of one of
// its threads). All program threads are fibers of this process, and with --jobs N other
// workers' executions share it too, so the real signal would end (or be delivered to) the
// wrong execution. Its effect is modelled instead: the default action of `sig`.
long self_signal(int sig, const char* via) {
  if (sig == 0) return 0;  // only checks that the process exists
  if (sig < 0 || sig >= NSIG) {
    errno = EINVAL;
    return -1;
  }
  Runtime* r = executing_runtime();
  if (!r) {
    if (sig == SIGCHLD || sig == SIGCONT || sig == SIGURG || sig == SIGWINCH) return 0;  // ignored by default
    return refuse(via);
  }
  // A disposition the program set (signal / sigaction, modelled per execution): the handler
  // runs in the sending thread before the call returns, as a raise() does.
  if (auto it = r->signal_actions().find(sig); it != r->signal_actions().end() && sig != SIGKILL && sig != SIGSTOP) {
    const struct sigaction action = it->second;
    const bool info = (action.sa_flags & SA_SIGINFO) != 0;
    if (!info && action.sa_handler == SIG_IGN) return 0;
    if (info || action.sa_handler != SIG_DFL) {
      if (action.sa_flags & SA_RESETHAND) r->signal_actions().erase(sig);
      if (info) {
        siginfo_t si{};
        si.si_signo = sig;
        si.si_code = SI_USER;
        si.si_pid = kProgramPid;
        action.sa_sigaction(sig, &si, nullptr);
      } else {
        action.sa_handler(sig);
      }
      return 0;
    }
  }
  switch (sig) {
    case SIGCHLD: case SIGCONT: case SIGURG: case SIGWINCH:
      return 0;  // ignored by default
    default: break;
  }
  if (sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU) {
    r->fail(BugKind::Unsupported,
            std::string(via) + " stops the program's own process (" + signal_name(sig) +
                "): braid cannot verify past this call",
            0);
  }
  r->fail(BugKind::Crash,
          "the program sent " + signal_name(sig) + " to its own process (" + via +
              "): without a handler the process ends here",
          0);
}

// The program sees the modelled pid (kProgramPid); braid's real one may reach it too.
bool names_own_process(long pid) {
  return pid == 0 || pid == kProgramPid || pid == ::getpid() || pid == -static_cast<long>(::getpgrp());
}

int r_kill(pid_t pid, int sig) {
  if (names_own_process(pid)) return static_cast<int>(self_signal(sig, "kill()"));
  if (pid == -1) return static_cast<int>(refuse("kill(-1) (a signal to every process of the user)"));
  return static_cast<int>(refuse("kill() of another process"));
}
int r_killpg(pid_t pgrp, int sig) {
  if (pgrp == 0 || pgrp == ::getpgrp()) return static_cast<int>(self_signal(sig, "killpg()"));
  return static_cast<int>(refuse("killpg() of another process group"));
}
int r_raise(int sig) { return static_cast<int>(self_signal(sig, "raise()")); }
int r_sigqueue(pid_t pid, int sig, const union sigval) {
  if (names_own_process(pid)) return static_cast<int>(self_signal(sig, "sigqueue()"));
  return static_cast<int>(refuse("sigqueue() to another process"));
}
int r_tgkill(pid_t tgid, pid_t, int sig) {
  if (tgid == kProgramPid || tgid == ::getpid()) return static_cast<int>(self_signal(sig, "tgkill()"));
  return static_cast<int>(refuse("tgkill() of another process"));
}

// braid's crash signals are handled by the runtime; a program handler (or SIG_IGN) would
// take crashes away from the verdict.
bool braid_signal(int sig) {
  return sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE || sig == SIGILL || sig == SIGABRT;
}
// The default action (a crash) is what braid models already: accepted, nothing installed.
int r_sigaction(int sig, const struct sigaction* act, struct sigaction* old) {
  if (braid_signal(sig) && act) {
    if (!(act->sa_flags & SA_SIGINFO) && act->sa_handler == SIG_DFL) {
      if (old) *old = {};
      return 0;
    }
    return static_cast<int>(refuse("a handler for a crash signal (sigaction)"));
  }
  // Other signals: the disposition is the program's model state, never installed in braid's
  // process (where it would act on every execution, and on braid).
  Runtime* r = Runtime::current();
  if (!r || sig <= 0 || sig >= NSIG || sig == SIGKILL || sig == SIGSTOP) return ::sigaction(sig, act, old);
  std::map<int, struct sigaction>& actions = r->signal_actions();
  if (old) {
    auto it = actions.find(sig);
    if (it != actions.end()) {
      *old = it->second;
    } else {
      *old = {};
      old->sa_handler = SIG_DFL;
    }
  }
  if (act) actions[sig] = *act;
  return 0;
}
using SignalHandler = void (*)(int);
SignalHandler r_signal(int sig, SignalHandler handler) {
  if (braid_signal(sig)) {
    if (handler == SIG_DFL) return SIG_DFL;
    refuse("a handler for a crash signal (signal)");
    return SIG_ERR;
  }
  struct sigaction act{}, old{};
  act.sa_handler = handler;
  act.sa_flags = SA_RESTART;
  if (r_sigaction(sig, &act, &old) != 0) return SIG_ERR;
  return (old.sa_flags & SA_SIGINFO) ? SIG_DFL : old.sa_handler;
}

// Process creation and replacement.
int r_fork() { return static_cast<int>(refuse("fork()")); }
// Fork handlers run only at a fork, which braid refuses where it is called: registering them
// (a library making its mutex fork-safe) is accepted and changes nothing (audit20).
int r_pthread_atfork(void (*)(), void (*)(), void (*)()) { return 0; }
int r_execvpe(const char*, char* const[], char* const[]) { return static_cast<int>(refuse("execvpe()")); }
int r_execle(const char*, const char*, ...) { return static_cast<int>(refuse("execle()")); }
int r_fexecve(int, char* const[], char* const[]) { return static_cast<int>(refuse("fexecve()")); }
int r_execveat(int, const char*, char* const[], char* const[], int) { return static_cast<int>(refuse("execveat()")); }
int r_posix_spawn(pid_t*, const char*, const posix_spawn_file_actions_t*, const posix_spawnattr_t*, char* const[],
                  char* const[]) {
  refuse("posix_spawn()");
  return EPERM;  // posix_spawn reports errors by value
}
int r_posix_spawnp(pid_t*, const char*, const posix_spawn_file_actions_t*, const posix_spawnattr_t*, char* const[],
                   char* const[]) {
  refuse("posix_spawnp()");
  return EPERM;
}
int r_clone(int (*)(void*), void*, int, void*, ...) { return static_cast<int>(refuse("clone()")); }
int r_daemon(int, int) { return static_cast<int>(refuse("daemon()")); }
pid_t r_setsid() { return static_cast<pid_t>(refuse("setsid()")); }
int r_setpgid(pid_t, pid_t) { return static_cast<int>(refuse("setpgid()")); }

// braid's verdict descriptor. The program's writes to its standard output and error are
// its output: captured into the execution's report like printf, never onto a descriptor.
ssize_t r_write(int fd, const void* data, std::size_t size) {
  if (is_protected(fd)) {
    errno = EBADF;
    return -1;
  }
  if (Runtime* r = executing_runtime(); r && (fd == STDOUT_FILENO || fd == STDERR_FILENO)) {
    r->append_output(static_cast<const char*>(data), size);
    return static_cast<ssize_t>(size);
  }
  if (long wrote = 0; pipe_write(fd, data, size, wrote)) return wrote;
  return ::write(fd, data, size);
}
int r_close(int fd) {
  if (is_protected(fd)) {
    errno = EBADF;
    return -1;
  }
  pipe_close(fd);  // the model first: the close of a write end is an event
  return ::close(fd);
}
int r_dup2(int from, int to) {
  if (is_protected(from) || is_protected(to)) {
    errno = EBADF;
    return -1;
  }
  return ::dup2(from, to);
}
int r_dup3(int from, int to, int flags) {
  if (is_protected(from) || is_protected(to)) {
    errno = EBADF;
    return -1;
  }
  return ::dup3(from, to, flags);
}
int r_close_range(unsigned first, unsigned last, int flags) {
  const int fd = protected_fd.load(std::memory_order_relaxed);
  if (fd < 0 || static_cast<unsigned>(fd) < first || static_cast<unsigned>(fd) > last)
    return ::close_range(first, last, flags);
  // Around the verdict descriptor.
  int r = 0;
  if (static_cast<unsigned>(fd) > first) r = ::close_range(first, static_cast<unsigned>(fd) - 1, flags);
  if (r == 0 && static_cast<unsigned>(fd) < last) r = ::close_range(static_cast<unsigned>(fd) + 1, last, flags);
  return r;
}

const InterceptedSymbol kGuardSymbols[] = {
    {"kill", fn(r_kill)},
    {"killpg", fn(r_killpg)},
    {"raise", fn(r_raise)},
    {"gsignal", fn(r_raise)},
    {"sigqueue", fn(r_sigqueue)},
    {"tgkill", fn(r_tgkill)},
    {"sigaction", fn(r_sigaction)},
    {"signal", fn(r_signal)},
    {"sysv_signal", fn(r_signal)},
    {"bsd_signal", fn(r_signal)},
    {"_Fork", fn(r_fork)},
    {"__fork", fn(r_fork)},
    {"pthread_atfork", fn(r_pthread_atfork)},
    {"execvpe", fn(r_execvpe)},
    {"execle", fn(r_execle)},
    {"fexecve", fn(r_fexecve)},
    {"execveat", fn(r_execveat)},
    {"posix_spawn", fn(r_posix_spawn)},
    {"posix_spawnp", fn(r_posix_spawnp)},
    {"clone", fn(r_clone)},
    {"daemon", fn(r_daemon)},
    {"setsid", fn(r_setsid)},
    {"setpgid", fn(r_setpgid)},
    {"write", fn(r_write)},
    {"close", fn(r_close)},
    {"dup2", fn(r_dup2)},
    {"dup3", fn(r_dup3)},
    {"close_range", fn(r_close_range)},
};

}  // namespace

void protect_descriptor(int fd) { protected_fd.store(fd, std::memory_order_relaxed); }

std::span<const InterceptedSymbol> process_guard_symbols() { return kGuardSymbols; }

bool guard_syscall(long number, const long* a, long& result) {
  switch (number) {
    case SYS_exit_group:
      if (Runtime* r = executing_runtime()) r->exit_program(static_cast<int>(a[0]));
      result = refuse("exit_group()");
      return true;
    case SYS_exit: result = refuse("the exit system call (ends one OS thread)"); return true;
    case SYS_execve: result = refuse("execve()"); return true;
    case SYS_execveat: result = refuse("execveat()"); return true;
    case SYS_fork: result = refuse("fork()"); return true;
    case SYS_vfork: result = refuse("vfork()"); return true;
    case SYS_clone: result = refuse("clone()"); return true;
#ifdef SYS_clone3
    case SYS_clone3: result = refuse("clone3()"); return true;
#endif
    case SYS_setsid: result = refuse("setsid()"); return true;
    case SYS_setpgid: result = refuse("setpgid()"); return true;
    case SYS_kill: result = r_kill(static_cast<pid_t>(a[0]), static_cast<int>(a[1])); return true;
    case SYS_tgkill:
      result = r_tgkill(static_cast<pid_t>(a[0]), static_cast<pid_t>(a[1]), static_cast<int>(a[2]));
      return true;
    case SYS_tkill: result = self_signal(static_cast<int>(a[1]), "tkill()"); return true;
    case SYS_rt_sigaction:
      if (braid_signal(static_cast<int>(a[0])) && a[1]) {
        result = refuse("a handler for a crash signal (rt_sigaction)");
        return true;
      }
      return false;
    case SYS_write:
      result = r_write(static_cast<int>(a[0]), reinterpret_cast<const void*>(a[1]), static_cast<std::size_t>(a[2]));
      return true;
    case SYS_close: result = r_close(static_cast<int>(a[0])); return true;
    case SYS_dup2: result = r_dup2(static_cast<int>(a[0]), static_cast<int>(a[1])); return true;
    case SYS_dup3: result = r_dup3(static_cast<int>(a[0]), static_cast<int>(a[1]), static_cast<int>(a[2])); return true;
    case SYS_close_range:
      result = r_close_range(static_cast<unsigned>(a[0]), static_cast<unsigned>(a[1]), static_cast<int>(a[2]));
      return true;
    default: return false;
  }
}

}  // namespace braid::runtime
