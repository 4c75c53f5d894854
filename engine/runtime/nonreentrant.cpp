// The non-reentrant libc functions whose hidden state threads share (strtok, localtime,
// gmtime, asctime, ctime; getopt and the drand48 family have their own files, getopt.cpp and
// rand48.cpp, with the same design): the state lives in the program's own global (libc_state.h), and
// each call is a visible write of the state it changes, at the call site, before the
// reentrant variant does the work. So a call is a scheduling point, two unsynchronised
// calls from different threads are a data race on the state (reported as such, with the
// function's name as the object: instrument/object_names.cpp asks hidden_libc_object),
// and a read of the returned struct tm or text races with another thread's call.
//
// glibc keeps other buffers per system thread (inet_ntoa's `__thread` buffer, the text that
// strsignal and strerror format for numbers without a description): every program thread is
// a fiber of one system thread, so they were one buffer for all of them, and a thread's text
// changed when another thread called the function (a false assertion on a program that is
// right natively; audit21). Each program thread gets its own buffer from the runtime, as a
// thread_local of the program does (Runtime::tls_address), and the call is a write of it.
// Not modelled: strtok's writes into the caller's string (its own memory: native, unseen).
#include <arpa/inet.h>
#include <libintl.h>
#include <netinet/in.h>

#include <csignal>
#include <cstdio>
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
// This program thread's copy of a buffer glibc keeps per system thread, its write announced;
// null outside an execution (the caller then uses glibc's own, on the system thread).
// `key` only names the buffer (its zero bytes are each thread's first contents).
template <std::size_t N>
char* per_thread_buffer(const char (&key)[N]) {
  Runtime* r = Runtime::current();
  if (!r || !r->executing()) return nullptr;
  char* buffer = static_cast<char*>(r->tls_address(const_cast<char*>(key), N));
  r->on_store(buffer, N, 0, 0, r->callsite());
  return buffer;
}
constexpr char kInetNtoaBuffer[INET_ADDRSTRLEN] = {};  // glibc's holds 18 bytes; 16 are used
constexpr char kStrsignalBuffer[48] = {};
constexpr char kStrerrorBuffer[48] = {};

char* r_inet_ntoa(struct in_addr address) {
  char* text = per_thread_buffer(kInetNtoaBuffer);
  if (!text) return inet_ntoa(address);
  inet_ntop(AF_INET, &address, text, sizeof kInetNtoaBuffer);
  return text;
}
// A signal with a description gets glibc's constant text; the others ("Real-time signal N",
// "Unknown signal N") are formatted into the thread's buffer, as glibc formats them.
char* r_strsignal(int signal_number) {
  char* text = sigdescr_np(signal_number) ? nullptr : per_thread_buffer(kStrsignalBuffer);
  if (!text) return strsignal(signal_number);
  if (signal_number >= SIGRTMIN && signal_number <= SIGRTMAX)
    std::snprintf(text, sizeof kStrsignalBuffer, dgettext("libc", "Real-time signal %d"), signal_number - SIGRTMIN);
  else
    std::snprintf(text, sizeof kStrsignalBuffer, dgettext("libc", "Unknown signal %d"), signal_number);
  return text;
}
// Likewise an error number without a description ("Unknown error N"); GNU strerror_r gives
// the constant text of the others.
char* r_strerror(int error_number) {
  char* text = strerrordesc_np(error_number) ? nullptr : per_thread_buffer(kStrerrorBuffer);
  if (!text) return strerror(error_number);
  return strerror_r(error_number, text, sizeof kStrerrorBuffer);
}

const InterceptedSymbol kNonReentrantSymbols[] = {
    {"strtok", fn(r_strtok)}, {"localtime", fn(r_localtime)}, {"gmtime", fn(r_gmtime)},
    {"asctime", fn(r_asctime)}, {"ctime", fn(r_ctime)},
    {"inet_ntoa", fn(r_inet_ntoa)}, {"strsignal", fn(r_strsignal)}, {"strerror", fn(r_strerror)},
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
  // A registration locks libc's list (runtime/trust.cpp, Runtime::lock_libc_list): the lock
  // is named after it (the program's atexit is renamed __braid_atexit only after instrumentation).
  if (callee == "atexit" || callee == "__cxa_atexit" || callee == "exit") return "the list of exit handlers";
  if (callee == "at_quick_exit" || callee == "quick_exit") return "the list of quick_exit handlers";
  if (callee == "pthread_key_create" || callee == "pthread_key_delete" || callee == "tss_create" ||
      callee == "tss_delete")
    return "the table of pthread keys";
  if (callee == "inet_ntoa") return "the text buffer of inet_ntoa";
  if (callee == "strsignal") return "the text buffer of strsignal";
  if (callee == "strerror") return "the text buffer of strerror";
  // Of a modelled pipe's end, these are operations of the pipe (runtime/pipes.h); of any
  // other descriptor they make no event, so the name is never shown for them.
  if (callee == "read" || callee == "write" || callee == "close") return "pipe";
  return {};
}

}  // namespace braid::runtime
