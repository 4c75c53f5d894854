// libc functions that read or write memory the program passes them (a string, a buffer to
// format into, an array to sort). They run natively, so the runtime did not see those
// accesses: two threads formatting into one static buffer with snprintf, or one sorting a
// table with qsort while another read it, made no conflicting events, and braid said
// "complete, no bug" on a data race (audit12_c_request_log_static_status_buffer_bug.c,
// audit12_c_config_cache_sort_under_rdlock_bug.c).
//
// The instrumentation pass (instrument/accesses.cpp) sends a call of one of these functions
// to the runtime's `__braid_shared_NAME` (runtime/library_buffers.cpp, same signature) when
// one of its buffer arguments may be shared; the replacement announces the exact bytes the
// function reads and writes as events at the call site, then does the work. A call whose
// buffers are all thread-private keeps the plain function (no event).
#pragma once

#include <cstdint>
#include <string_view>

namespace braid::runtime {

struct LibraryBufferFunction {
  std::string_view name;
  std::uint32_t buffer_args;  // bit i: argument i is a buffer the function reads or writes
};

// What each function touches (runtime/library_buffers.cpp computes the extents):
//   strcpy, stpcpy (d, s)     read s up to its NUL, write as many bytes at d
//   strncpy (d, s, n)         read s up to its NUL or n bytes, write n bytes at d
//   strcat, strncat (d, s)    read d to its NUL and s, write at d's end
//   sprintf, vsprintf (d)     write the formatted text and its NUL at d
//   snprintf, vsnprintf (d,n) write what fits of it in n bytes
//   bzero, explicit_bzero     write n bytes
//   qsort, qsort_r (base)     write the whole array (the comparator's reads are the program's)
//   strlen, strnlen (s)       read s up to its NUL (or n bytes)
//   strcmp, strncmp (a, b)    read both up to the first difference or NUL (or n bytes)
//   memcmp (a, b, n)          read n bytes of both
//   puts, fputs (s)           read s up to its NUL
// Not covered: the strings printf-family functions read for `%s`, and buffers filled by
// input functions (fgets, fread, read), whose extent is known only after the call.
inline constexpr LibraryBufferFunction kLibraryBufferFunctions[] = {
    {"strcpy", 0b11},   {"stpcpy", 0b11},  {"strncpy", 0b11},   {"strcat", 0b11},
    {"strncat", 0b11},  {"sprintf", 0b1},  {"vsprintf", 0b1},   {"snprintf", 0b1},
    {"vsnprintf", 0b1}, {"bzero", 0b1},    {"explicit_bzero", 0b1}, {"qsort", 0b1},
    {"qsort_r", 0b1},   {"strlen", 0b1},   {"strnlen", 0b1},    {"strcmp", 0b11},
    {"strncmp", 0b11},  {"memcmp", 0b11},  {"puts", 0b1},       {"fputs", 0b1},
};

// The prefix of the replacement's name: `__braid_shared_strcpy` replaces `strcpy`.
inline constexpr std::string_view kSharedBufferPrefix = "__braid_shared_";

// The entry for `name`, or null.
constexpr const LibraryBufferFunction* library_buffer_function(std::string_view name) {
  for (const LibraryBufferFunction& f : kLibraryBufferFunctions)
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace braid::runtime
