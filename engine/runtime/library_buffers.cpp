// The `__braid_shared_NAME` replacements of runtime/library_buffers.h: each announces the
// bytes its libc function reads (a `read` event, as a memcpy source: no uninitialised-read
// test) and writes (a `write` event, which also marks heap bytes initialised) at the call
// site the pass announced (Runtime::callsite), then calls the function. The extents are
// computed before the events; in a program without a data race no other thread can change
// them in between (one that does races with these very events, which is reported).
#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "runtime/intercept.h"
#include "runtime/library_buffers.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

Runtime* executing_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

void announce_read(const void* p, std::size_t n) {
  if (Runtime* r = executing_runtime(); r && p && n) r->on_load(p, n, Runtime::kAccessCopy, r->callsite());
}
void announce_write(void* p, std::size_t n) {
  if (Runtime* r = executing_runtime(); r && p && n) r->on_store(p, n, 0, 0, r->callsite());
}

// The length of the text `fmt` formats (without its NUL), or -1.
int formatted_length(const char* fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  const int n = std::vsnprintf(nullptr, 0, fmt, copy);
  va_end(copy);
  return n;
}

// Bytes strcmp / strncmp read of each string: up to the first difference or NUL, at most n.
std::size_t compared_bytes(const char* a, const char* b, std::size_t n) {
  std::size_t i = 0;
  while (i < n && a[i] == b[i] && a[i] != '\0') ++i;
  return std::min(i + 1, n);
}

// The replacement braid already has for `name` (puts and fputs capture the program's
// output, intercept.cpp), found once in the table of every replacement.
template <typename F>
F* replacement_of(std::string_view name) {
  for (const InterceptedSymbol& s : intercepted_symbols())
    if (name == s.name) return reinterpret_cast<F*>(s.address);
  return nullptr;
}

char* s_strcpy(char* d, const char* s) {
  const std::size_t n = std::strlen(s) + 1;
  announce_read(s, n);
  announce_write(d, n);
  return std::strcpy(d, s);
}
char* s_stpcpy(char* d, const char* s) {
  const std::size_t n = std::strlen(s) + 1;
  announce_read(s, n);
  announce_write(d, n);
  return ::stpcpy(d, s);
}
char* s_strncpy(char* d, const char* s, std::size_t n) {
  announce_read(s, std::min(::strnlen(s, n) + 1, n));
  announce_write(d, n);
  return std::strncpy(d, s, n);
}
char* s_strcat(char* d, const char* s) {
  const std::size_t end = std::strlen(d), n = std::strlen(s) + 1;
  announce_read(d, end + 1);
  announce_read(s, n);
  announce_write(d + end, n);
  return std::strcat(d, s);
}
char* s_strncat(char* d, const char* s, std::size_t n) {
  const std::size_t end = std::strlen(d), taken = ::strnlen(s, n);
  announce_read(d, end + 1);
  announce_read(s, taken < n ? taken + 1 : taken);
  announce_write(d + end, taken + 1);
  return std::strncat(d, s, n);
}
int s_vsprintf(char* d, const char* fmt, va_list ap) {
  if (const int n = formatted_length(fmt, ap); n >= 0) announce_write(d, static_cast<std::size_t>(n) + 1);
  return std::vsprintf(d, fmt, ap);
}
int s_sprintf(char* d, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vsprintf(d, fmt, ap);
  va_end(ap);
  return r;
}
int s_vsnprintf(char* d, std::size_t cap, const char* fmt, va_list ap) {
  if (const int n = formatted_length(fmt, ap); n >= 0 && cap)
    announce_write(d, std::min(cap, static_cast<std::size_t>(n) + 1));
  return std::vsnprintf(d, cap, fmt, ap);
}
int s_snprintf(char* d, std::size_t cap, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vsnprintf(d, cap, fmt, ap);
  va_end(ap);
  return r;
}
void s_bzero(void* d, std::size_t n) {
  announce_write(d, n);
  std::memset(d, 0, n);
}
void s_explicit_bzero(void* d, std::size_t n) {
  announce_write(d, n);
  ::explicit_bzero(d, n);
}
// Sorting may move every element; the comparator's reads of them are the program's own events.
void s_qsort(void* base, std::size_t count, std::size_t size, int (*cmp)(const void*, const void*)) {
  if (count > 1) announce_write(base, count * size);
  std::qsort(base, count, size, cmp);
}
void s_qsort_r(void* base, std::size_t count, std::size_t size, int (*cmp)(const void*, const void*, void*),
               void* arg) {
  if (count > 1) announce_write(base, count * size);
  ::qsort_r(base, count, size, cmp, arg);
}
std::size_t s_strlen(const char* s) {
  const std::size_t n = std::strlen(s);
  announce_read(s, n + 1);
  return n;
}
std::size_t s_strnlen(const char* s, std::size_t max) {
  const std::size_t n = ::strnlen(s, max);
  announce_read(s, n < max ? n + 1 : n);
  return n;
}
int s_strcmp(const char* a, const char* b) {
  const std::size_t n = compared_bytes(a, b, SIZE_MAX);
  announce_read(a, n);
  announce_read(b, n);
  return std::strcmp(a, b);
}
int s_strncmp(const char* a, const char* b, std::size_t max) {
  const std::size_t n = compared_bytes(a, b, max);
  announce_read(a, n);
  announce_read(b, n);
  return std::strncmp(a, b, max);
}
int s_memcmp(const void* a, const void* b, std::size_t n) {
  announce_read(a, n);
  announce_read(b, n);
  return std::memcmp(a, b, n);
}
int s_puts(const char* s) {
  announce_read(s, std::strlen(s) + 1);
  static auto* const captured = replacement_of<int(const char*)>("puts");
  return captured ? captured(s) : std::puts(s);
}
int s_fputs(const char* s, FILE* f) {
  announce_read(s, std::strlen(s) + 1);
  static auto* const captured = replacement_of<int(const char*, FILE*)>("fputs");
  return captured ? captured(s, f) : std::fputs(s, f);
}

const InterceptedSymbol kLibraryBufferSymbols[] = {
    {"__braid_shared_strcpy", fn(s_strcpy)},
    {"__braid_shared_stpcpy", fn(s_stpcpy)},
    {"__braid_shared_strncpy", fn(s_strncpy)},
    {"__braid_shared_strcat", fn(s_strcat)},
    {"__braid_shared_strncat", fn(s_strncat)},
    {"__braid_shared_sprintf", fn(s_sprintf)},
    {"__braid_shared_vsprintf", fn(s_vsprintf)},
    {"__braid_shared_snprintf", fn(s_snprintf)},
    {"__braid_shared_vsnprintf", fn(s_vsnprintf)},
    {"__braid_shared_bzero", fn(s_bzero)},
    {"__braid_shared_explicit_bzero", fn(s_explicit_bzero)},
    {"__braid_shared_qsort", fn(s_qsort)},
    {"__braid_shared_qsort_r", fn(s_qsort_r)},
    {"__braid_shared_strlen", fn(s_strlen)},
    {"__braid_shared_strnlen", fn(s_strnlen)},
    {"__braid_shared_strcmp", fn(s_strcmp)},
    {"__braid_shared_strncmp", fn(s_strncmp)},
    {"__braid_shared_memcmp", fn(s_memcmp)},
    {"__braid_shared_puts", fn(s_puts)},
    {"__braid_shared_fputs", fn(s_fputs)},
};
static_assert(std::size(kLibraryBufferSymbols) == std::size(kLibraryBufferFunctions),
              "every function of library_buffers.h has its replacement here");

}  // namespace

std::span<const InterceptedSymbol> library_buffer_symbols() { return kLibraryBufferSymbols; }

}  // namespace braid::runtime
