// What the program under test may not do to the process it runs in (the engine's): end
// it behind braid's back (exit_group, exec), multiply it (fork, clone, posix_spawn), signal
// it, or touch braid's private verdict descriptor. The calls are bound in the JIT like the
// other interceptions (intercept.h); inside an execution they become findings — a
// self-signal is a crash of the execution that sent it, exec/fork are `unsupported` — and
// outside one (static constructors) they fail with EPERM. What slips through (inline
// system calls) is caught by the supervisor around the engine (cli/supervisor.h).
#pragma once

#include <span>

#include "runtime/intercept.h"

namespace braid::runtime {

// The engine's verdict descriptor, whose close/dup2/dup3/write/close_range by the program
// are refused with EBADF. Set once, before any program is instantiated, by the supervised
// engine process (a process-wide fact like the signal handlers; -1: none).
void protect_descriptor(int fd);

// Part of intercepted_symbols().
std::span<const InterceptedSymbol> process_guard_symbols();

// syscall(2) numbers the guard handles (called by intercept_c11.cpp's syscall()):
// returns true and sets `result` when it handled `number`.
bool guard_syscall(long number, const long* args, long& result);

}  // namespace braid::runtime
