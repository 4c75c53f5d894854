// libc's hidden state of the non-reentrant functions (strtok's position, the struct tm of
// localtime / gmtime, the text of asctime / ctime, getopt's variables and scan position, the
// drand48 generator) and the kernel's state of pipes, kept in a global of the program instead
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

// getopt's state (runtime/getopt.cpp). The four variables <unistd.h> declares are here: the
// JIT binds the program's declarations of `optarg`, `optind`, `opterr` and `optopt` to these
// fields (jit/program.cpp), so the program reads and writes the same words braid's getopt
// does, and they start every execution as a fresh process has them (optind 1, opterr 1,
// optopt '?'). The rest is the scan's own position, which glibc keeps in a hidden static.
struct GetoptState {
  char* optarg;      // the argument of the option just returned
  int optind;        // the next argv element to scan
  int opterr;        // non-zero: print error messages
  int optopt;        // the option character that caused an error
  int initialised;   // the scan set itself up (again once the program stores optind = 0)
  int ordering;      // GetoptOrdering (getopt.cpp): permute, require order, return in order
  int first_nonopt;  // the non-options skipped so far, [first_nonopt, last_nonopt), which
  int last_nonopt;   // a permuting scan moves after the options that follow them
  char* next_char;   // the next option character inside argv[optind] (grouped "-abc")
  int error_option;  // glibc's own copy of optopt, copied out after every call (0 at first)
};
// The drand48 family's generator (runtime/rand48.cpp): X(n+1) = (a X(n) + c) mod 2^48,
// glibc's numbers, restarted in every execution as in a fresh process.
struct Rand48State {
  std::uint64_t x;                 // the last 48-bit value
  std::uint64_t multiplier;        // a (lcong48 may change it)
  std::uint16_t addend;            // c
  std::uint16_t previous_seed[3];  // what seed48 returns (the value it replaced)
  std::uint16_t initialised;       // a and c set (0: the first call sets glibc's defaults)
};

inline constexpr int kInitialOptind = 1;
inline constexpr int kInitialOpterr = 1;
inline constexpr int kInitialOptopt = '?';

// The pipes an execution may create with their reads and writes modelled (runtime/pipes.h).
inline constexpr std::size_t kModelledPipes = 16;

struct LibcHiddenState {
  char* strtok_position;  // strtok's saved position (strtok_r's third argument)
  struct tm broken_down_time;  // the result of localtime and gmtime (one buffer, as glibc)
  char time_text[32];          // the result of asctime and ctime (26 bytes used)
  // The kernel's state of the execution's pipes, in creation order (runtime/pipes.h): the
  // bytes in the pipe, and kPipeWritersClosed once its write end is closed.
  std::uint32_t pipe_state[kModelledPipes];
  GetoptState getopt;
  Rand48State rand48;
  // The lists exit and quick_exit run and the table of pthread keys (runtime/trust.cpp).
  // glibc registers under a lock (__exit_funcs_lock, __libc_lock of the keys), so two
  // threads that register without synchronisation do not race, but the order they register
  // in is observable: the handlers run last registered first, and a key's destructor runs
  // at a thread's exit in the order of the keys' numbers. A registration (and an exit that
  // takes the list) is an acquisition and release of its byte here as a hidden mutex, so
  // every algorithm explores both orders, qpor's unfolding included (docs/runtime.md,
  // "trust30").
  std::uint8_t exit_handler_list;
  std::uint8_t quick_exit_handler_list;
  std::uint8_t key_table;
};

// getopt's variables as <unistd.h> names them, with their fields (jit/program.cpp binds the
// program's declarations to them).
struct GetoptVariable {
  const char* name;
  std::size_t offset;  // in LibcHiddenState
};
inline constexpr GetoptVariable kGetoptVariables[] = {
    {"optarg", offsetof(LibcHiddenState, getopt.optarg)},
    {"optind", offsetof(LibcHiddenState, getopt.optind)},
    {"opterr", offsetof(LibcHiddenState, getopt.opterr)},
    {"optopt", offsetof(LibcHiddenState, getopt.optopt)},
};

// The global the JIT adds to every program (jit/program.cpp), zero-initialised.
inline constexpr const char* kLibcStateSymbol = "__braid_libc_state";

}  // namespace braid::runtime
