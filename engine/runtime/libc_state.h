// libc's hidden state of the non-reentrant functions (strtok's position, the struct tm of
// localtime / gmtime, the text of asctime / ctime, the generator of drand48 and its family)
// and the kernel's state of pipes, kept in a global of the program instead
// of libc's statics (runtime/nonreentrant.cpp). As a global of the program it is restored
// before every execution like the program's own (an execution starts with libc's state
// fresh), it is each instance's own (libc's statics are shared by every worker in the
// process, which made one worker's strtok see another's string), and accesses to it have
// portable addresses, so the exploration sees them like any other memory: two threads that
// call strtok without synchronisation race on it, and a read of the struct tm localtime
// returned races with another thread's call that overwrites it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <ctime>

namespace braid::runtime {

// The pipes an execution may create with their reads and writes modelled (runtime/pipes.h).
inline constexpr std::size_t kModelledPipes = 16;

struct LibcHiddenState {
  char* strtok_position;  // strtok's saved position (strtok_r's third argument)
  struct tm broken_down_time;  // the result of localtime and gmtime (one buffer, as glibc)
  char time_text[32];          // the result of asctime and ctime (26 bytes used)
  // The generator of drand48, lrand48, mrand48, srand48, seed48 and lcong48 (glibc's
  // __libc_drand48_data): all zero is glibc's unseeded start, so an unseeded program draws
  // the same sequence as natively, in every execution.
  struct drand48_data drand48_generator;
  // The kernel's state of the execution's pipes, in creation order (runtime/pipes.h): the
  // bytes in the pipe, and kPipeWritersClosed once its write end is closed.
  std::uint32_t pipe_state[kModelledPipes];
};

// The global the JIT adds to every program (jit/program.cpp), zero-initialised.
inline constexpr const char* kLibcStateSymbol = "__braid_libc_state";

}  // namespace braid::runtime
