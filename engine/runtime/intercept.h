// Library functions whose behaviour braid replaces: synchronisation (pthread_*), the heap,
// program termination, output capture, and what braid refuses (fork, exec, ...).
// The JIT binds each name to its replacement as an absolute symbol, ahead of libc.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace braid::runtime {

// The process id the program sees (getpid; gettid is this plus the thread number): fixed,
// so executions do not differ by pid (runtime/intercept_trust.cpp). A signal sent to it
// is a signal to the program's own process (runtime/process_guard.cpp).
inline constexpr int kProgramPid = 1000;


struct InterceptedSymbol {
  const char* name;
  void* address;
};

// A replacement function's address, for a table of InterceptedSymbols.
template <typename F>
void* fn(F* f) {
  return reinterpret_cast<void*>(f);
}

// Runtime hooks of hooks.h and every replaced library function.
std::span<const InterceptedSymbol> intercepted_symbols();

// C11 <threads.h> and futex system calls (intercept_c11.cpp); part of intercepted_symbols().
std::span<const InterceptedSymbol> c11_and_futex_symbols();

// stdin replay, exit handlers, anonymous mmap, deterministic pids and random bytes,
// divergence detection (intercept_trust.cpp); part of intercepted_symbols().
std::span<const InterceptedSymbol> trust_symbols();

// C++20 std::latch / std::barrier as braid's <latch> and <barrier> call them (cxx_sync.cpp);
// part of intercepted_symbols().
std::span<const InterceptedSymbol> cxx_sync_symbols();

// pthread_cleanup_push / pop of C programs (cleanup.cpp); part of intercepted_symbols().
std::span<const InterceptedSymbol> cleanup_symbols();
// pthread_setcancelstate / setcanceltype / testcancel, per program thread (cancel_state.cpp);
// part of intercepted_symbols().
std::span<const InterceptedSymbol> cancel_state_symbols();
// C++ thread_local destructors (thread_exit.cpp); part of intercepted_symbols().
std::span<const InterceptedSymbol> thread_exit_symbols();

// Calls that wait for what braid does not model (pause, sigwait, ...) and libstdc++'s
// out-of-line waits (std::future, this_thread::sleep_for) (blocking_calls.cpp); part of
// intercepted_symbols().
std::span<const InterceptedSymbol> blocking_call_symbols();

// libatomic's out-of-line atomics for objects wider than 8 bytes (libatomic.cpp); part of
// intercepted_symbols().
std::span<const InterceptedSymbol> libatomic_symbols();

// strtok, localtime, gmtime, asctime, ctime with their hidden state in the program's
// global (nonreentrant.cpp, libc_state.h); part of intercepted_symbols().
std::span<const InterceptedSymbol> nonreentrant_symbols();
// getopt, getopt_long, getopt_long_only with their state in the same program global
// (getopt.cpp, libc_state.h); part of intercepted_symbols().
std::span<const InterceptedSymbol> getopt_symbols();
// The drand48 family with its generator in the same program global (rand48.cpp); part of
// intercepted_symbols().
std::span<const InterceptedSymbol> rand48_symbols();
// For reports: what a call of `callee` writes in libc's hidden state ("strtok's hidden
// position") or of the kernel's that braid models ("pipe"), or empty for any other function.
std::string_view hidden_libc_object(std::string_view callee);

// libc functions reading or writing program buffers, when a buffer may be shared: the
// `__braid_shared_*` replacements (library_buffers.h, library_buffers.cpp), and the libc
// calls whose result the program frees (getcwd(NULL, n), realpath, scandir...), moved onto
// braid's heap; part of intercepted_symbols().
std::span<const InterceptedSymbol> library_buffer_symbols();

// pipe and pipe2 (pipes.cpp); part of intercepted_symbols(). read, write and close of a
// modelled pipe's ends go through pipe_read / pipe_write (false for any other descriptor:
// the caller then does the native call) and pipe_close (before the native close).
std::span<const InterceptedSymbol> pipe_symbols();
// poll/select/epoll, real timers, sem_open, socketpair, and fdopen/dup of a modelled pipe's end:
// refused with an `unsupported` finding (refused_calls.cpp); part of intercepted_symbols().
std::span<const InterceptedSymbol> refused_call_symbols();
// __cxa_guard_acquire / release / abort: C++ function-local statics (static_guards.cpp); part of
// intercepted_symbols().
std::span<const InterceptedSymbol> static_guard_symbols();
// libstdc++'s steady_clock / system_clock now() and std::random_device's value: braid's
// deterministic clock and generator (cxx_library_inputs.cpp); part of intercepted_symbols().
std::span<const InterceptedSymbol> cxx_library_input_symbols();
bool pipe_read(int fd, void* buffer, std::size_t n, long& result);
bool pipe_write(int fd, const void* data, std::size_t n, long& result);
void pipe_close(int fd);

// FUTEX_WAIT's model (intercept_c11.cpp): returns once *addr != expected (an await on the
// word; a deadlock if no thread ever changes it).
long futex_wait(const std::uint32_t* addr, std::uint32_t expected);

// The report of a read of a never-written local (uninit_locals.cpp); part of
// intercepted_symbols().
std::span<const InterceptedSymbol> uninit_local_symbols();

// syscall(2) numbers handled like their libc wrappers above (getrandom, getpid, ...);
// `handled` is false for the others.
long trust_syscall(long number, const long* args, bool& handled);

// Other syscall(2) numbers (syscalls.cpp): sleeps and yields return at once; a call that may
// wait for another thread or process is `unsupported`; `handled` is false for the rest
// (run natively).
long other_syscall(long number, const long* args, bool& handled);

}  // namespace braid::runtime
