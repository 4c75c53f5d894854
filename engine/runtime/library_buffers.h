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
  // Every pointer among the variadic arguments may be a buffer (a `%s` string the printf
  // family reads, a target the scanf family writes).
  bool variadic_buffers = false;
  // The buffers hide in a va_list the pass cannot see: every call is redirected (the
  // replacement announces only strings in the program's writable memory).
  bool always = false;
};

// What each function touches (runtime/library_buffers.cpp computes the extents):
//   strcpy, stpcpy (d, s)     read s up to its NUL, write as many bytes at d
//   strncpy (d, s, n)         read s up to its NUL or n bytes, write n bytes at d
//   strcat, strncat (d, s)    read d to its NUL and s, write at d's end
//   sprintf, vsprintf (d)     write the formatted text and its NUL at d
//   snprintf, vsnprintf (d,n) write what fits of it in n bytes
//   printf family             read each `%s` string up to its NUL (or its precision)
//   bzero, explicit_bzero     write n bytes
//   qsort, qsort_r (base)     write the whole array (the comparator's reads are the program's)
//   strlen, strnlen (s)       read s up to its NUL (or n bytes)
//   strcmp, strncmp (a, b)    read both up to the first difference or NUL (or n bytes)
//   memcmp (a, b, n)          read n bytes of both
//   memchr (s, c, n)          read s up to the byte found, or n bytes
//   strchr, strrchr, strstr   read the string(s) up to the match's end (strrchr: to the NUL)
//   puts, fputs (s)           read s up to its NUL
//   fgets, fread, read        write the bytes read (read first into a scratch buffer, so the
//                             event comes before the program's buffer changes)
//   getline, getdelim         read and write the line pointer and capacity, write the line
//   scanf family              write each assigned target (scanned into scratch first);
//                             sscanf also reads its input string
//   dprintf, vdprintf         read each `%s` string (the text goes to braid's write: captured
//                             on stdout/stderr, a modelled pipe's write elsewhere)
//   asprintf, vasprintf (p)   read each `%s` string, write the pointer at p (the string is
//                             allocated on braid's heap: the program frees it)
//   strdup, strndup (s)       read s up to its NUL (or n bytes)
//   __X_chk                   what X touches (the object size is checked first)
inline constexpr LibraryBufferFunction kLibraryBufferFunctions[] = {
    {"strcpy", 0b11},   {"stpcpy", 0b11},  {"strncpy", 0b11},   {"strcat", 0b11},
    {"strncat", 0b11},  {"sprintf", 0b1, true},  {"vsprintf", 0b1, false, true},   {"snprintf", 0b1, true},
    {"vsnprintf", 0b1, false, true}, {"bzero", 0b1},    {"explicit_bzero", 0b1}, {"qsort", 0b1},
    {"qsort_r", 0b1},   {"strlen", 0b1},   {"strnlen", 0b1},    {"strcmp", 0b11},
    {"strncmp", 0b11},  {"memcmp", 0b11},  {"puts", 0b1},       {"fputs", 0b1},
    {"printf", 0, true}, {"fprintf", 0, true}, {"vprintf", 0, false, true}, {"vfprintf", 0, false, true},
    {"memchr", 0b1},    {"strchr", 0b1},   {"strrchr", 0b1},    {"strstr", 0b11},
    {"fgets", 0b1},     {"fread", 0b1},    {"read", 0b10},      {"getline", 0b11}, {"getdelim", 0b11},
    {"sscanf", 0b1, true},  {"__isoc99_sscanf", 0b1, true},  {"fscanf", 0, true},
    {"__isoc99_fscanf", 0, true}, {"scanf", 0, true}, {"__isoc99_scanf", 0, true},
    {"dprintf", 0, true},   {"vdprintf", 0, false, true}, {"asprintf", 0b1, true},
    {"vasprintf", 0b1, false, true}, {"strdup", 0b1}, {"strndup", 0b1},
    // glibc's _FORTIFY_SOURCE variants `__X_chk`, what its headers call instead of X under
    // `-D_FORTIFY_SOURCE=2 -O2` (a program preprocessed so, as SV-COMP's `.i` files may be,
    // or `__builtin___memcpy_chk` by hand). Each takes the destination object's size and
    // aborts when the call would write past it. braid binds the plain names too
    // (library_buffers.cpp): the same check, reported as an `abort` bug naming the function
    // and the sizes, then what braid does for X (output captured, asprintf's string on
    // braid's heap). Before, they ran natively: no event (a race through `__memcpy_chk` was
    // "complete, no bug"), output outside braid's capture, and an overflow was a SIGABRT
    // "inside a library call" at the previous statement.
    {"__memcpy_chk", 0b11}, {"__memmove_chk", 0b11}, {"__mempcpy_chk", 0b11}, {"__memset_chk", 0b1},
    {"__strcpy_chk", 0b11}, {"__stpcpy_chk", 0b11}, {"__strncpy_chk", 0b11}, {"__strcat_chk", 0b11},
    {"__strncat_chk", 0b11}, {"__sprintf_chk", 0b1, true}, {"__vsprintf_chk", 0b1, false, true},
    {"__snprintf_chk", 0b1, true}, {"__vsnprintf_chk", 0b1, false, true}, {"__printf_chk", 0, true},
    {"__fprintf_chk", 0, true}, {"__vprintf_chk", 0, false, true}, {"__vfprintf_chk", 0, false, true},
    {"__dprintf_chk", 0, true}, {"__vdprintf_chk", 0, false, true}, {"__asprintf_chk", 0b1, true},
    {"__vasprintf_chk", 0b1, false, true}, {"__fgets_chk", 0b1}, {"__fread_chk", 0b1},
    {"__read_chk", 0b10}, {"__explicit_bzero_chk", 0b1},
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
