// syscall(2) numbers other than those modelled elsewhere (futex: runtime/futex.cpp; process
// control: process_guard.cpp; pids, getrandom: intercept_trust.cpp). Every program thread
// is a fiber of one system thread, so a system call that sleeps until another thread acts
// (a wait for a child, a signal, a message, data in a pipe or a socket) would stop the
// whole process: such calls are `unsupported`, never run natively. Sleeps and yields return
// at once, as their libc wrappers do (runtime/intercept.cpp). The rest run natively.
#include <poll.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#include <string>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

// System calls that wait for another thread or process, or for an event braid does not
// model, with their names for the message.
const char* waiting_syscall(long number) {
  switch (number) {
    case SYS_wait4: return "wait4";
    case SYS_waitid: return "waitid";
    case SYS_pause: return "pause";
    case SYS_rt_sigsuspend: return "rt_sigsuspend";
    case SYS_rt_sigtimedwait: return "rt_sigtimedwait";
    case SYS_poll: return "poll";
    case SYS_ppoll: return "ppoll";
    case SYS_select: return "select";
    case SYS_pselect6: return "pselect6";
    case SYS_epoll_wait: return "epoll_wait";
    case SYS_epoll_pwait: return "epoll_pwait";
#ifdef SYS_epoll_pwait2
    case SYS_epoll_pwait2: return "epoll_pwait2";
#endif
    case SYS_msgrcv: return "msgrcv";
    case SYS_msgsnd: return "msgsnd";
    case SYS_semop: return "semop";
    case SYS_semtimedop: return "semtimedop";
    case SYS_mq_timedreceive: return "mq_timedreceive";
    case SYS_mq_timedsend: return "mq_timedsend";
    case SYS_accept: return "accept";
    case SYS_accept4: return "accept4";
    case SYS_recvfrom: return "recvfrom";
    case SYS_recvmsg: return "recvmsg";
    case SYS_recvmmsg: return "recvmmsg";
    case SYS_io_getevents: return "io_getevents";
#ifdef SYS_io_uring_enter
    case SYS_io_uring_enter: return "io_uring_enter";
#endif
    case SYS_flock: return "flock";
    default: return nullptr;
  }
}

// A read from a descriptor another thread of the program could feed (a pipe, a socket, a
// terminal or another character device) may wait for it.
const char* read_syscall(long number) {
  switch (number) {
    case SYS_read: return "read";
    case SYS_readv: return "readv";
    case SYS_pread64: return "pread64";
    case SYS_preadv: return "preadv";
#ifdef SYS_preadv2
    case SYS_preadv2: return "preadv2";
#endif
    default: return nullptr;
  }
}

bool may_wait_for_data(long fd) {
  struct stat st {};
  if (fstat(static_cast<int>(fd), &st) != 0) return false;  // the call fails natively (EBADF)
  return S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || S_ISCHR(st.st_mode);
}

[[noreturn]] void refuse_waiting(Runtime& r, const std::string& what) {
  r.fail(BugKind::Unsupported,
         "syscall(SYS_" + what +
             ") may wait for another thread or process, which braid does not model: the program cannot be "
             "verified past this call",
         0);
}

}  // namespace

long other_syscall(long number, const long* a, bool& handled) {
  handled = true;
  Runtime* r = Runtime::current();
  const bool executing = r && r->executing();
  switch (number) {
    case SYS_sched_yield:
    case SYS_nanosleep:
    case SYS_clock_nanosleep:
      return 0;  // no real time passes, and not a scheduling point (as the libc wrappers)
    default: break;
  }
  if (executing) {
    if (const char* name = waiting_syscall(number)) refuse_waiting(*r, name);
    if (const char* name = read_syscall(number); name && a[0] != 0 && may_wait_for_data(a[0]))
      refuse_waiting(*r, std::string(name) + " of a pipe, socket or device");
  }
  handled = false;
  return 0;
}

}  // namespace braid::runtime
