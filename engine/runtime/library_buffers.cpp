// The `__braid_shared_NAME` replacements of runtime/library_buffers.h: each announces the
// bytes its libc function reads (a `read` event, as a memcpy source: no uninitialised-read
// test) and writes (a `write` event, which also marks heap bytes initialised) at the call
// site the pass announced (Runtime::callsite), then calls the function. The extents are
// computed before the events; in a program without a data race no other thread can change
// them in between (one that does races with these very events, which is reported).
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

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

// Announces the strings a printf-family format reads for `%s` (up to the NUL, or at most
// the precision). Strings outside the program's writable memory (string literals, constant
// arrays) are skipped: nothing can write them, and the pass redirects a call whenever a
// variadic pointer may be shared, which a literal handed through `pthread_create`'s argument
// is (a read event per `printf("%s", arg)` made DFS run 15 times the executions on
// audit5_flockfile_grouped_output.c). A positional format (`%1$s`) is not followed.
void announce_format_strings(const char* fmt, va_list ap) {
  Runtime* r = executing_runtime();
  if (!r || !fmt) return;
  va_list args;
  va_copy(args, ap);
  for (const char* f = fmt; *f; ++f) {
    if (*f != '%') continue;
    ++f;
    if (*f == '%') continue;
    while (*f && std::strchr("-+ #0'I", *f)) ++f;
    if (*f >= '1' && *f <= '9') {
      const char* digits = f;
      while (*digits >= '0' && *digits <= '9') ++digits;
      if (*digits == '$') break;  // positional arguments: not followed
    }
    if (*f == '*') {
      (void)va_arg(args, int);
      ++f;
    } else {
      while (*f >= '0' && *f <= '9') ++f;
    }
    long precision = -1;
    if (*f == '.') {
      ++f;
      if (*f == '*') {
        precision = va_arg(args, int);
        ++f;
      } else {
        precision = 0;
        while (*f >= '0' && *f <= '9') precision = precision * 10 + (*f++ - '0');
      }
    }
    int longs = 0;  // l, ll
    bool wide = false, long_double = false, size_arg = false;
    for (;; ++f) {
      if (*f == 'h') continue;
      if (*f == 'l') ++longs;
      else if (*f == 'q') longs = 2;
      else if (*f == 'L') long_double = true;
      else if (*f == 'j' || *f == 'z' || *f == 't') size_arg = true;
      else break;
    }
    wide = longs > 0;
    switch (*f) {
      case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'c': case 'C':
        if (longs > 1 || size_arg) (void)va_arg(args, long long);
        else if (longs == 1) (void)va_arg(args, long);
        else (void)va_arg(args, int);
        break;
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        if (long_double) (void)va_arg(args, long double);
        else (void)va_arg(args, double);
        break;
      case 'p': case 'n': case 'S': (void)va_arg(args, void*); break;
      case 's': {
        const char* text = va_arg(args, const char*);
        if (wide || !text || !r->in_program_memory(text)) break;
        const std::size_t limit = precision < 0 ? SIZE_MAX : static_cast<std::size_t>(precision);
        const std::size_t n = ::strnlen(text, limit);
        announce_read(text, n < limit ? n + 1 : n);
        break;
      }
      case 'm': break;  // glibc: strerror(errno), no argument
      default: va_end(args); return;  // not a conversion this walk knows: stop
    }
    if (!*f) break;
  }
  va_end(args);
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
  announce_format_strings(fmt, ap);
  if (const int n = formatted_length(fmt, ap); n >= 0) announce_write(d, static_cast<std::size_t>(n) + 1);
  return std::vsprintf(d, fmt, ap);
}
int sprintf_announcing(char* d, const char* fmt, va_list ap) {
  announce_format_strings(fmt, ap);
  if (const int n = formatted_length(fmt, ap); n >= 0) announce_write(d, static_cast<std::size_t>(n) + 1);
  return std::vsprintf(d, fmt, ap);
}
int s_sprintf(char* d, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = sprintf_announcing(d, fmt, ap);
  va_end(ap);
  return r;
}
int snprintf_announcing(char* d, std::size_t cap, const char* fmt, va_list ap) {
  announce_format_strings(fmt, ap);
  if (const int n = formatted_length(fmt, ap); n >= 0 && cap)
    announce_write(d, std::min(cap, static_cast<std::size_t>(n) + 1));
  return std::vsnprintf(d, cap, fmt, ap);
}
int s_vsnprintf(char* d, std::size_t cap, const char* fmt, va_list ap) {
  return snprintf_announcing(d, cap, fmt, ap);
}
int s_snprintf(char* d, std::size_t cap, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = snprintf_announcing(d, cap, fmt, ap);
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

// The printf family: the `%s` strings (the output itself is captured by intercept.cpp).
int s_vfprintf(FILE* f, const char* fmt, va_list ap) {
  announce_format_strings(fmt, ap);
  static auto* const captured = replacement_of<int(FILE*, const char*, va_list)>("vfprintf");
  return captured ? captured(f, fmt, ap) : std::vfprintf(f, fmt, ap);
}
int s_vprintf(const char* fmt, va_list ap) { return s_vfprintf(stdout, fmt, ap); }
int s_fprintf(FILE* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  announce_format_strings(fmt, ap);
  static auto* const captured = replacement_of<int(FILE*, const char*, va_list)>("vfprintf");
  const int r = captured ? captured(f, fmt, ap) : std::vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}
int s_printf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  announce_format_strings(fmt, ap);
  static auto* const captured = replacement_of<int(FILE*, const char*, va_list)>("vfprintf");
  const int r = captured ? captured(stdout, fmt, ap) : std::vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}

// Searches read up to what they find (memchr: at most n bytes; strchr: the NUL too when
// it looks for it or finds nothing).
const void* s_memchr(const void* p, int c, std::size_t n) {
  const void* found = std::memchr(p, c, n);
  announce_read(p, found ? static_cast<std::size_t>(static_cast<const char*>(found) - static_cast<const char*>(p)) + 1 : n);
  return found;
}
const char* s_strchr(const char* s, int c) {
  const char* found = std::strchr(s, c);
  announce_read(s, found && *found ? static_cast<std::size_t>(found - s) + 1 : std::strlen(s) + 1);
  return found;
}
const char* s_strrchr(const char* s, int c) {
  announce_read(s, std::strlen(s) + 1);
  return std::strrchr(s, c);
}
const char* s_strstr(const char* haystack, const char* needle) {
  const char* found = std::strstr(haystack, needle);
  const std::size_t needle_length = std::strlen(needle);
  announce_read(needle, needle_length + 1);
  announce_read(haystack, found ? static_cast<std::size_t>(found - haystack) + needle_length
                                : std::strlen(haystack) + 1);
  return found;
}

// Input functions: the extent is known only after the read, and the event must come before
// the program's buffer changes (a store's event records what it overwrites, and another
// thread scheduled at the event must still see the old bytes). So the data is read into a
// scratch buffer through braid's replacement (stdin replayed, pipes modelled), then the
// write is announced, then the bytes are copied.
char* s_fgets(char* s, int n, FILE* f) {
  static auto* const replaced = replacement_of<char*(char*, int, FILE*)>("fgets");
  if (n <= 0) return replaced ? replaced(s, n, f) : std::fgets(s, n, f);
  std::string scratch(static_cast<std::size_t>(n), '\0');
  if (!(replaced ? replaced(scratch.data(), n, f) : std::fgets(scratch.data(), n, f))) return nullptr;
  const std::size_t length = std::strlen(scratch.data()) + 1;
  announce_write(s, length);
  std::memcpy(s, scratch.data(), length);
  return s;
}
std::size_t s_fread(void* buffer, std::size_t size, std::size_t count, FILE* f) {
  static auto* const replaced = replacement_of<std::size_t(void*, std::size_t, std::size_t, FILE*)>("fread");
  if (size == 0 || count == 0 || count > SIZE_MAX / size) return replaced ? replaced(buffer, size, count, f) : std::fread(buffer, size, count, f);
  std::string scratch(size * count, '\0');
  const std::size_t got = replaced ? replaced(scratch.data(), size, count, f) : std::fread(scratch.data(), size, count, f);
  // A partial element at the end is stored too (fread leaves it in the buffer).
  const std::size_t bytes = std::min(scratch.size(), got * size);
  announce_write(buffer, bytes);
  std::memcpy(buffer, scratch.data(), bytes);
  return got;
}
ssize_t s_read(int fd, void* buffer, std::size_t n) {
  static auto* const replaced = replacement_of<ssize_t(int, void*, std::size_t)>("read");
  std::string scratch(n, '\0');
  const ssize_t got = replaced ? replaced(fd, scratch.data(), n) : ::read(fd, scratch.data(), n);
  if (got > 0) {
    announce_write(buffer, static_cast<std::size_t>(got));
    std::memcpy(buffer, scratch.data(), static_cast<std::size_t>(got));
  }
  return got;
}
// getline on a shared line pointer or capacity: both are read (and written when the buffer
// grows), and the line is written with its NUL.
ssize_t s_getdelim(char** line, std::size_t* capacity, int delimiter, FILE* f) {
  static auto* const replaced = replacement_of<ssize_t(char**, std::size_t*, int, FILE*)>("getdelim");
  static auto* const next_char = replacement_of<int(FILE*)>("fgetc");
  Runtime* r = executing_runtime();
  if (!r || !replaced || !next_char || !line || !capacity) return replaced ? replaced(line, capacity, delimiter, f) : ::getdelim(line, capacity, delimiter, f);
  std::string text;
  for (int c; (c = next_char(f)) != EOF;) {
    text.push_back(static_cast<char>(c));
    if (c == delimiter) break;
  }
  announce_read(line, sizeof *line);
  announce_read(capacity, sizeof *capacity);
  if (text.empty()) return -1;
  if (!*line || *capacity < text.size() + 1) {
    const std::size_t grown = std::max<std::size_t>({120, *capacity * 2, text.size() + 1});
    auto* bigger = static_cast<char*>(r->heap_allocate(grown));
    if (!bigger) {
      errno = ENOMEM;
      return -1;
    }
    // Each store right after its own event: a thread scheduled at the next event must
    // see what this one wrote.
    char* const old = *line;
    announce_write(line, sizeof *line);
    *line = bigger;
    announce_write(capacity, sizeof *capacity);
    *capacity = grown;
    if (old) r->heap_free(old);
  }
  announce_write(*line, text.size() + 1);
  std::memcpy(*line, text.c_str(), text.size() + 1);
  return static_cast<ssize_t>(text.size());
}
ssize_t s_getline(char** line, std::size_t* capacity, FILE* f) { return s_getdelim(line, capacity, '\n', f); }

// The scanf family. The format is rewritten so that every assigning conversion scans into
// scratch (strings allocated by libc: `%s` becomes `%ms`), the call is made with the scratch
// pointers, and the targets the call assigned (the first `result` ones) are announced and
// then copied. Formats it does not follow (positional `%1$d`, `%n`, wide strings, more than
// kMaxTargets targets) scan directly into the targets with no event.
constexpr std::size_t kMaxTargets = 16;
struct ScanTarget {
  enum class Kind { Fixed, String, Chars } kind = Kind::Fixed;
  std::size_t size = 0;  // Fixed: the target's size; Chars: the count
};
struct ScanPlan {
  std::string format;  // rewritten
  std::vector<ScanTarget> targets;
  bool followed = true;
};
ScanPlan plan_scan(const char* fmt) {
  ScanPlan plan;
  for (const char* f = fmt; *f;) {
    plan.format.push_back(*f);
    if (*f++ != '%') continue;
    if (*f == '%') {
      plan.format.push_back(*f++);
      continue;
    }
    const bool suppressed = *f == '*';
    if (suppressed) plan.format.push_back(*f++);
    std::size_t width = 0;
    while (*f >= '0' && *f <= '9') {
      width = width * 10 + static_cast<std::size_t>(*f - '0');
      plan.format.push_back(*f++);
    }
    if (*f == '$') plan.followed = false;
    bool allocates = false;
    if (*f == 'm') {
      allocates = true;
      plan.format.push_back(*f++);
    }
    int shorts = 0, longs = 0;
    bool long_double = false, size_arg = false;
    for (;; ++f) {
      if (*f == 'h') ++shorts;
      else if (*f == 'l') ++longs;
      else if (*f == 'q') longs = 2;
      else if (*f == 'L') long_double = true;
      else if (*f == 'j' || *f == 'z' || *f == 't') size_arg = true;
      else break;
      plan.format.push_back(*f);
    }
    const char conversion = *f;
    if (!conversion) break;
    ScanTarget target;
    switch (conversion) {
      case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
        target.size = size_arg || longs || long_double ? 8 : shorts == 1 ? 2 : shorts > 1 ? 1 : 4;
        break;
      case 'a': case 'e': case 'f': case 'g': case 'A': case 'E': case 'F': case 'G':
        target.size = long_double ? sizeof(long double) : longs ? 8 : 4;
        break;
      case 'p': target.size = sizeof(void*); break;
      case 's': case '[': case 'c':
        if (longs) plan.followed = false;  // wide characters
        if (allocates) {
          target.size = sizeof(char*);  // the program's own %ms: a pointer
        } else {
          target.kind = conversion == 'c' ? ScanTarget::Kind::Chars : ScanTarget::Kind::String;
          target.size = conversion == 'c' ? (width ? width : 1) : 0;
          if (!suppressed) plan.format.insert(plan.format.end() - static_cast<std::ptrdiff_t>(longs), 'm');
        }
        break;
      default: plan.followed = false;  // %n and anything unknown
    }
    plan.format.push_back(*f++);
    if (conversion == '[') {  // the set: a leading ']' (after an optional '^') belongs to it
      if (*f == '^') plan.format.push_back(*f++);
      if (*f == ']') plan.format.push_back(*f++);
      while (*f && *f != ']') plan.format.push_back(*f++);
      if (*f) plan.format.push_back(*f++);
    }
    if (!suppressed) plan.targets.push_back(target);
  }
  if (plan.targets.size() > kMaxTargets) plan.followed = false;
  return plan;
}

// Runs `scan(format, scratch pointers...)` for a followed plan, then announces and copies.
template <typename Scan>
int scan_announcing(const ScanPlan& plan, va_list ap, Scan scan) {
  std::array<void*, kMaxTargets> targets{}, scratch{};
  struct alignas(alignof(long double)) Slot {
    unsigned char bytes[sizeof(long double)];
  };
  std::array<Slot, kMaxTargets> fixed{};
  std::array<char*, kMaxTargets> allocated{};
  for (std::size_t i = 0; i < plan.targets.size(); ++i) {
    targets[i] = va_arg(ap, void*);
    scratch[i] = plan.targets[i].kind == ScanTarget::Kind::Fixed ? static_cast<void*>(fixed[i].bytes)
                                                                 : static_cast<void*>(&allocated[i]);
  }
  const int result = scan(plan.format.c_str(), scratch);
  const std::size_t assigned = result > 0 ? std::min(static_cast<std::size_t>(result), plan.targets.size()) : 0;
  for (std::size_t i = 0; i < assigned; ++i) {
    const ScanTarget& t = plan.targets[i];
    const void* from = t.kind == ScanTarget::Kind::Fixed ? static_cast<const void*>(fixed[i].bytes) : allocated[i];
    if (!from) continue;
    const std::size_t n = t.kind == ScanTarget::Kind::String ? std::strlen(allocated[i]) + 1 : t.size;
    announce_write(targets[i], n);
    std::memcpy(targets[i], from, n);
  }
  for (std::size_t i = 0; i < assigned; ++i) std::free(allocated[i]);  // libc's malloc (%ms)
  return result;
}
#define BRAID_SCRATCH_ARGS(p) p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9], p[10], p[11], p[12], p[13], p[14], p[15]
static_assert(kMaxTargets == 16, "BRAID_SCRATCH_ARGS passes kMaxTargets pointers");

int s_vsscanf(const char* input, const char* fmt, va_list ap) {
  announce_read(input, std::strlen(input) + 1);  // glibc measures the whole input first
  const ScanPlan plan = plan_scan(fmt);
  if (!plan.followed) return std::vsscanf(input, fmt, ap);
  return scan_announcing(plan, ap, [&](const char* format, const std::array<void*, kMaxTargets>& p) {
    return std::sscanf(input, format, BRAID_SCRATCH_ARGS(p));
  });
}
int s_sscanf(const char* input, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vsscanf(input, fmt, ap);
  va_end(ap);
  return r;
}
int s_vfscanf(FILE* f, const char* fmt, va_list ap) {
  // braid's fscanf (stdin replayed, the stream's position noted as an effect).
  static auto* const replaced = replacement_of<int(FILE*, const char*, ...)>("fscanf");
  static auto* const replaced_v = replacement_of<int(FILE*, const char*, va_list)>("vfscanf");
  const ScanPlan plan = plan_scan(fmt);
  if (!plan.followed || !replaced) return replaced_v ? replaced_v(f, fmt, ap) : std::vfscanf(f, fmt, ap);
  return scan_announcing(plan, ap, [&](const char* format, const std::array<void*, kMaxTargets>& p) {
    return replaced(f, format, BRAID_SCRATCH_ARGS(p));
  });
}
#undef BRAID_SCRATCH_ARGS
int s_fscanf(FILE* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vfscanf(f, fmt, ap);
  va_end(ap);
  return r;
}
int s_scanf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vfscanf(stdin, fmt, ap);
  va_end(ap);
  return r;
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
    {"__braid_shared_printf", fn(s_printf)},
    {"__braid_shared_fprintf", fn(s_fprintf)},
    {"__braid_shared_vprintf", fn(s_vprintf)},
    {"__braid_shared_vfprintf", fn(s_vfprintf)},
    {"__braid_shared_memchr", fn(s_memchr)},
    {"__braid_shared_strchr", fn(s_strchr)},
    {"__braid_shared_strrchr", fn(s_strrchr)},
    {"__braid_shared_strstr", fn(s_strstr)},
    {"__braid_shared_fgets", fn(s_fgets)},
    {"__braid_shared_fread", fn(s_fread)},
    {"__braid_shared_read", fn(s_read)},
    {"__braid_shared_getline", fn(s_getline)},
    {"__braid_shared_getdelim", fn(s_getdelim)},
    {"__braid_shared_sscanf", fn(s_sscanf)},
    {"__braid_shared___isoc99_sscanf", fn(s_sscanf)},
    {"__braid_shared_fscanf", fn(s_fscanf)},
    {"__braid_shared___isoc99_fscanf", fn(s_fscanf)},
    {"__braid_shared_scanf", fn(s_scanf)},
    {"__braid_shared___isoc99_scanf", fn(s_scanf)},
};
static_assert(std::size(kLibraryBufferSymbols) == std::size(kLibraryBufferFunctions),
              "every function of library_buffers.h has its replacement here");

}  // namespace

std::span<const InterceptedSymbol> library_buffer_symbols() { return kLibraryBufferSymbols; }

}  // namespace braid::runtime
