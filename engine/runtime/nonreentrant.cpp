// The non-reentrant libc functions whose hidden state threads share (strtok, localtime,
// gmtime, asctime, ctime): the state lives in the program's own global (libc_state.h), and
// each call is a visible write of the state it changes, at the call site, before the
// reentrant variant does the work. So a call is a scheduling point, two unsynchronised
// calls from different threads are a data race on the state (reported as such, with the
// function's name as the object: instrument/object_names.cpp asks hidden_libc_object),
// and a read of the returned struct tm or text races with another thread's call.
// Not modelled: strtok's writes into the caller's string (its own memory: native, unseen).
#include <cstring>
#include <ctime>
#include <string_view>

#include "runtime/intercept.h"
#include "runtime/libc_state.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

// The state of the running program's instance, with the write of `field` announced; the
// program's own copy even outside an execution (static constructors).
template <typename Field>
Field& write_state(Field LibcHiddenState::*field) {
  Runtime* r = Runtime::current();
  LibcHiddenState* state = r ? r->libc_state() : nullptr;
  if (!state) {
    // No program global (a runtime used without the JIT): a per-thread copy, still
    // reentrant for the program.
    thread_local LibcHiddenState fallback{};
    return fallback.*field;
  }
  Field& target = state->*field;
  if (r->executing()) r->on_store(&target, sizeof target, 0, 0, r->callsite());
  return target;
}

char* r_strtok(char* s, const char* delim) {
  char*& position = write_state(&LibcHiddenState::strtok_position);
  return strtok_r(s, delim, &position);
}
struct tm* r_localtime(const time_t* t) {
  struct tm& result = write_state(&LibcHiddenState::broken_down_time);
  return localtime_r(t, &result);
}
struct tm* r_gmtime(const time_t* t) {
  struct tm& result = write_state(&LibcHiddenState::broken_down_time);
  return gmtime_r(t, &result);
}
char* r_asctime(const struct tm* tm) {
  char(&text)[32] = write_state(&LibcHiddenState::time_text);
  return asctime_r(tm, text);
}
char* r_ctime(const time_t* t) {
  struct tm* broken = r_localtime(t);  // ctime is asctime(localtime(t)), both buffers
  return broken ? r_asctime(broken) : nullptr;
}

const InterceptedSymbol kNonReentrantSymbols[] = {
    {"strtok", fn(r_strtok)}, {"localtime", fn(r_localtime)}, {"gmtime", fn(r_gmtime)},
    {"asctime", fn(r_asctime)}, {"ctime", fn(r_ctime)},
};

}  // namespace

std::span<const InterceptedSymbol> nonreentrant_symbols() { return kNonReentrantSymbols; }

std::string_view hidden_libc_object(std::string_view callee) {
  if (callee == "strtok") return "strtok's hidden position";
  if (callee == "localtime" || callee == "gmtime") return "the struct tm of localtime/gmtime";
  if (callee == "asctime") return "the text buffer of asctime/ctime";
  if (callee == "ctime") return "the buffers of ctime (struct tm and text)";
  if (callee == "getopt" || callee == "__posix_getopt" || callee == "getopt_long" || callee == "getopt_long_only")
    return "getopt's state (optind, optarg, optopt)";
  if (callee == "drand48" || callee == "lrand48" || callee == "mrand48" || callee == "srand48" ||
      callee == "seed48" || callee == "lcong48")
    return "drand48's state";
  // Of a modelled pipe's end, these are operations of the pipe (runtime/pipes.h); of any
  // other descriptor they make no event, so the name is never shown for them.
  if (callee == "read" || callee == "write" || callee == "close") return "pipe";
  return {};
}

}  // namespace braid::runtime
