// Cancellation in a program that calls pthread_cancel (runtime/cancel_state.cpp): what the
// JIT finds in the program (jit/instance.cpp) and the runtime says when it refuses a request.
#pragma once

#include <array>
#include <string_view>

namespace braid::runtime {

// The symbol whose value (a byte) says how the program uses pthread_cancel: 0 not at all,
// kCancelModelled when braid models every cancellation point it calls, kCancelWithCxxCleanups
// for a program with C++ cleanups (glibc cancels by unwinding them), kCancelUnmodelledPoint + i
// when it calls kUnmodelledCancellationPoints[i].
inline constexpr const char* kCancelsSymbol = "__braid_cancels";
inline constexpr unsigned char kCancelModelled = 1;
inline constexpr unsigned char kCancelWithCxxCleanups = 2;
inline constexpr unsigned char kCancelUnmodelledPoint = 3;

// Cancellation points of POSIX ("shall" occur) and glibc that braid does not check: file,
// socket and process calls that run natively or are refused. A request pending there would
// be acted on at the call, so a program that cancels and calls one is refused.
inline constexpr std::array<std::string_view, 40> kUnmodelledCancellationPoints = {
    "read",     "write",    "readv",      "writev",          "pread",        "pwrite",     "pread64",  "pwrite64",
    "open",     "open64",   "openat",     "creat",           "close",        "fsync",      "fdatasync", "fcntl",
    "accept",   "connect",  "recv",       "recvfrom",        "recvmsg",      "send",       "sendto",   "sendmsg",
    "poll",     "ppoll",    "select",     "pselect",         "wait",         "waitpid",    "waitid",   "tcdrain",
    "msgrcv",   "msgsnd",   "mq_receive", "mq_send",         "lockf",        "msync",      "system",   "sigsuspend"};

}  // namespace braid::runtime
