// The `__braid_shared_NAME` replacements of runtime/library_buffers.h: each announces the
// bytes its libc function reads (a `read` event, as a memcpy source: no uninitialised-read
// test) and writes (a `write` event, which also marks heap bytes initialised) at the call
// site the pass announced (Runtime::callsite), then calls the function. The extents are
// computed before the events; in a program without a data race no other thread can change
// them in between (one that does races with these very events, which is reported).
#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
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
// A memcpy's events (as the pass's memcpy hook makes them): its source read, its copy stored.
void announce_copy(void* d, const void* s, std::size_t n) {
  if (Runtime* r = executing_runtime(); r && d && s && n) {
    r->on_load(s, n, Runtime::kAccessCopy, r->callsite());
    r->on_copy_store(d, s, n, 0, r->callsite());
  }
}

// The length of the text `fmt` formats (without its NUL), or -1.
int formatted_length(const char* fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  const int n = std::vsnprintf(nullptr, 0, fmt, copy);
  va_end(copy);
  return n;
}

// How a printf argument is fetched from a va_list (va_arg needs its type).
enum class FormatArg : std::uint8_t { Unknown, Int, Long, LongLong, Double, LongDouble, Pointer };

// A `%s` conversion of a format: the argument holding its string and its precision (a
// number, an argument holding it, or none).
struct FormatString {
  std::size_t arg = 0;
  long precision = -1;
  std::size_t precision_arg = 0;  // 1-based; 0: `precision` is the number
  bool wide = false;              // %ls: not followed
};

// Announces the strings a printf-family format reads for `%s` (up to the NUL, or at most
// the precision). Strings outside the program's writable memory (string literals, constant
// arrays) are skipped: nothing can write them, and the pass redirects a call whenever a
// variadic pointer may be shared, which a literal handed through `pthread_create`'s argument
// is (a read event per `printf("%s", arg)` made DFS run 15 times the executions on
// audit5_flockfile_grouped_output.c). The format is walked once to learn every argument's
// type, positional (`%2$s`, `%*3$d`) or not, then the arguments are fetched in order: a
// positional format names its arguments in any order, and a va_list is read only forward.
void announce_format_strings(const char* fmt, va_list ap) {
  Runtime* r = executing_runtime();
  if (!r || !fmt) return;
  constexpr std::size_t kMaxArgs = 64;  // glibc's NL_ARGMAX is 4096; a real format has a few
  std::array<FormatArg, kMaxArgs + 1> types{};  // 1-based
  std::vector<FormatString> strings;
  std::size_t next = 1, used = 0;
  // `%N$` or the next argument in order; 0 when the format is not one this walk knows.
  const auto take = [&](const char*& f, FormatArg type) -> std::size_t {
    std::size_t index = next++;
    if (*f >= '1' && *f <= '9') {
      const char* digits = f;
      std::size_t n = 0;
      while (*digits >= '0' && *digits <= '9') n = n * 10 + static_cast<std::size_t>(*digits++ - '0');
      if (*digits == '$') {
        index = n;
        f = digits + 1;
      }
    }
    if (index == 0 || index > kMaxArgs) return 0;
    types[index] = type;
    used = std::max(used, index);
    return index;
  };
  bool known = true;
  for (const char* f = fmt; *f && known; ++f) {
    if (*f != '%') continue;
    ++f;
    if (*f == '%') continue;
    // The conversion's own `N$` (digits then '$'), else the digits are a width.
    std::size_t position = 0;
    if (*f >= '1' && *f <= '9') {
      const char* digits = f;
      std::size_t n = 0;
      while (*digits >= '0' && *digits <= '9') n = n * 10 + static_cast<std::size_t>(*digits++ - '0');
      if (*digits == '$') {
        position = n;
        f = digits + 1;
      }
    }
    while (*f && std::strchr("-+ #0'I", *f)) ++f;
    if (*f == '*') {
      ++f;
      if (!take(f, FormatArg::Int)) known = false;
    } else {
      while (*f >= '0' && *f <= '9') ++f;
    }
    long precision = -1;
    std::size_t precision_arg = 0;
    if (*f == '.') {
      ++f;
      if (*f == '*') {
        ++f;
        precision_arg = take(f, FormatArg::Int);
        if (!precision_arg) known = false;
      } else {
        precision = 0;
        while (*f >= '0' && *f <= '9') precision = precision * 10 + (*f++ - '0');
      }
    }
    int longs = 0;  // l, ll
    bool long_double = false, size_arg = false;
    for (;; ++f) {
      if (*f == 'h') continue;
      if (*f == 'l') ++longs;
      else if (*f == 'q') longs = 2;
      else if (*f == 'L') long_double = true;
      else if (*f == 'j' || *f == 'z' || *f == 't') size_arg = true;
      else break;
    }
    FormatArg type = FormatArg::Unknown;
    switch (*f) {
      case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'c': case 'C':
        type = longs > 1 || size_arg ? FormatArg::LongLong : longs == 1 ? FormatArg::Long : FormatArg::Int;
        break;
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        type = long_double ? FormatArg::LongDouble : FormatArg::Double;
        break;
      case 'p': case 'n': case 'S': case 's': type = FormatArg::Pointer; break;
      case 'm': continue;  // glibc: strerror(errno), no argument
      default: known = false; continue;  // not a conversion this walk knows: stop
    }
    const char* here = f;
    std::size_t index = 0;
    if (position) {
      if (position <= kMaxArgs) {
        index = position;
        types[index] = type;
        used = std::max(used, index);
      }
    } else {
      index = take(here, type);
    }
    if (!index) {
      known = false;
      continue;
    }
    if (*f == 's') strings.push_back({index, precision, precision_arg, longs > 0});
  }
  // Fetch the arguments in order, up to the last one a known walk names (a gap's type is
  // unknown: glibc requires every argument up to the highest to be used; stop there).
  std::array<const char*, kMaxArgs + 1> pointers{};
  std::array<long, kMaxArgs + 1> ints{};
  va_list args;
  va_copy(args, ap);
  std::size_t fetched = 0;
  for (std::size_t i = 1; i <= used; ++i, ++fetched) {
    switch (types[i]) {
      case FormatArg::Int: ints[i] = va_arg(args, int); break;
      case FormatArg::Long: ints[i] = va_arg(args, long); break;
      case FormatArg::LongLong: (void)va_arg(args, long long); break;
      case FormatArg::Double: (void)va_arg(args, double); break;
      case FormatArg::LongDouble: (void)va_arg(args, long double); break;
      case FormatArg::Pointer: pointers[i] = va_arg(args, const char*); break;
      case FormatArg::Unknown: i = used; --fetched; break;
    }
  }
  va_end(args);
  for (const FormatString& s : strings) {
    if (s.arg > fetched || s.precision_arg > fetched) continue;
    const char* text = pointers[s.arg];
    if (s.wide || !text || !r->in_program_memory(text)) continue;
    const long precision = s.precision_arg ? ints[s.precision_arg] : s.precision;
    const std::size_t limit = precision < 0 ? SIZE_MAX : static_cast<std::size_t>(precision);
    const std::size_t n = ::strnlen(text, limit);
    announce_read(text, n < limit ? n + 1 : n);
  }
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

// ---- formatted output braid did not see: dprintf, asprintf -------------------------------

// dprintf: the text goes through braid's write (captured on stdout / stderr, a modelled
// pipe's write on a pipe). Natively it bypassed both: the output was discarded with a note,
// and a pipe read by another thread never saw it.
int vdprintf_through_write(int fd, const char* fmt, va_list ap) {
  static auto* const write_fn = replacement_of<ssize_t(int, const void*, std::size_t)>("write");
  if (!write_fn) return ::vdprintf(fd, fmt, ap);
  const int n = formatted_length(fmt, ap);
  if (n < 0) return n;
  std::string text(static_cast<std::size_t>(n) + 1, '\0');
  std::vsnprintf(text.data(), text.size(), fmt, ap);
  for (std::size_t done = 0; done < static_cast<std::size_t>(n);) {
    const ssize_t wrote = write_fn(fd, text.data() + done, static_cast<std::size_t>(n) - done);
    if (wrote < 0) return -1;
    if (wrote == 0) break;
    done += static_cast<std::size_t>(wrote);
  }
  return n;
}
int r_vdprintf(int fd, const char* fmt, va_list ap) { return vdprintf_through_write(fd, fmt, ap); }
int r_dprintf(int fd, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = vdprintf_through_write(fd, fmt, ap);
  va_end(ap);
  return r;
}
int s_vdprintf(int fd, const char* fmt, va_list ap) {
  announce_format_strings(fmt, ap);
  return vdprintf_through_write(fd, fmt, ap);
}
int s_dprintf(int fd, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vdprintf(fd, fmt, ap);
  va_end(ap);
  return r;
}

// asprintf: the string is allocated on braid's heap, where the program's free() finds it
// (natively, libc's malloc made it, and free(msg) was a false "free() of a pointer that is
// not a heap block"). `announce`: the pointer's store is an event (a shared `out`).
int vasprintf_on_heap(char** out, const char* fmt, va_list ap, bool announce) {
  Runtime* r = Runtime::current();
  if (!r) return ::vasprintf(out, fmt, ap);
  const int n = formatted_length(fmt, ap);
  if (n < 0) return n;
  auto* text = static_cast<char*>(r->heap_allocate(static_cast<std::size_t>(n) + 1));
  if (!text) {
    errno = ENOMEM;
    return -1;
  }
  std::vsnprintf(text, static_cast<std::size_t>(n) + 1, fmt, ap);
  if (announce) announce_write(out, sizeof *out);
  *out = text;
  return n;
}
int r_vasprintf(char** out, const char* fmt, va_list ap) { return vasprintf_on_heap(out, fmt, ap, false); }
int r_asprintf(char** out, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = vasprintf_on_heap(out, fmt, ap, false);
  va_end(ap);
  return r;
}
int s_vasprintf(char** out, const char* fmt, va_list ap) {
  announce_format_strings(fmt, ap);
  return vasprintf_on_heap(out, fmt, ap, true);
}
int s_asprintf(char** out, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vasprintf(out, fmt, ap);
  va_end(ap);
  return r;
}

// ---- results libc allocates for the caller to free() ----
// getcwd(NULL, n), realpath(p, NULL), get_current_dir_name, canonicalize_file_name, wcsdup
// and scandir return memory that libc's own malloc allocated; the program frees it
// with free(), which is braid's, and braid's heap does not know the block: every such program
// got a false "free() of a pointer that is not a heap block" (audit23). Each result is moved
// onto braid's heap (the native block freed at once), where free(), realloc() and the use
// after free checks find it. Outside braid's runtime (no Runtime) the native call is kept.
// Not done: tempnam (its mere use makes the linker warn) and backtrace_symbols.

// A copy of `bytes` bytes of `native` on braid's heap, at least `capacity` bytes large (the
// rest zeroed), or nullptr with errno ENOMEM; `native` is freed either way.
void* onto_braid_heap(Runtime& r, void* native, std::size_t bytes, std::size_t capacity) {
  void* copy = r.heap_allocate(std::max(bytes, capacity));  // zeroed and initialised
  if (copy) std::memcpy(copy, native, bytes);
  std::free(native);
  if (!copy) errno = ENOMEM;
  return copy;
}
char* string_onto_braid_heap(char* native, std::size_t capacity = 0) {
  Runtime* r = Runtime::current();
  if (!r || !native) return native;
  return static_cast<char*>(onto_braid_heap(*r, native, std::strlen(native) + 1, capacity));
}
char* r_getcwd(char* buffer, std::size_t size) {
  // With a NULL buffer glibc allocates `size` bytes (the program may write up to them), or
  // just enough when `size` is 0.
  if (buffer) return ::getcwd(buffer, size);
  return string_onto_braid_heap(::getcwd(nullptr, size), size);
}
char* r_realpath(const char* path, char* resolved) {
  if (resolved) return ::realpath(path, resolved);
  return string_onto_braid_heap(::realpath(path, nullptr));
}
char* r_get_current_dir_name() { return string_onto_braid_heap(::get_current_dir_name()); }
char* r_canonicalize_file_name(const char* path) { return string_onto_braid_heap(::canonicalize_file_name(path)); }
wchar_t* r_wcsdup(const wchar_t* s) {
  Runtime* r = Runtime::current();
  if (!r) return ::wcsdup(s);
  const std::size_t bytes = (std::wcslen(s) + 1) * sizeof(wchar_t);
  auto* copy = static_cast<wchar_t*>(r->heap_allocate(bytes));
  if (!copy) {
    errno = ENOMEM;
    return nullptr;
  }
  std::memcpy(copy, s, bytes);
  return copy;
}
// scandir: the array and each entry are blocks the program frees one by one. The filter and
// the comparison are the program's functions, which libc calls as it would natively.
int r_scandir(const char* directory, struct dirent*** names, int (*filter)(const struct dirent*),
              int (*compare)(const struct dirent**, const struct dirent**)) {
  Runtime* r = Runtime::current();
  struct dirent** native = nullptr;
  const int count = ::scandir(directory, r ? &native : names, filter, compare);
  if (!r || count < 0) return count;
  auto** list = static_cast<struct dirent**>(r->heap_allocate(sizeof(struct dirent*) * (count > 0 ? count : 1)));
  bool complete = list != nullptr;
  for (int i = 0; i < count; ++i) {
    // An entry's block holds its name (d_reclen counts it), maybe less than sizeof(dirent).
    const std::size_t bytes = native[i]->d_reclen;
    void* entry = complete ? onto_braid_heap(*r, native[i], bytes, bytes) : (std::free(native[i]), nullptr);
    if (!entry) complete = false;
    if (list) list[i] = static_cast<struct dirent*>(entry);
  }
  std::free(native);
  if (!complete) {
    if (list) {
      for (int i = 0; i < count && list[i]; ++i) r->heap_free(list[i]);
      r->heap_free(list);
    }
    errno = ENOMEM;
    return -1;
  }
  *names = list;
  return count;
}

// strdup / strndup of a shared string read it (braid's replacements put the copy on its heap).
char* s_strdup(const char* s) {
  static auto* const replaced = replacement_of<char*(const char*)>("strdup");
  announce_read(s, std::strlen(s) + 1);
  return replaced ? replaced(s) : ::strdup(s);
}
char* s_strndup(const char* s, std::size_t max) {
  static auto* const replaced = replacement_of<char*(const char*, std::size_t)>("strndup");
  const std::size_t n = ::strnlen(s, max);
  announce_read(s, n < max ? n + 1 : n);
  return replaced ? replaced(s, max) : ::strndup(s, max);
}

// ---- glibc's _FORTIFY_SOURCE variants (library_buffers.h) ----------------------------------

// What glibc's __chk_fail does ("*** buffer overflow detected ***: terminated", then abort),
// as a bug that says which call and by how much.
void fortify_check(const char* function, std::size_t needed, std::size_t object) {
  if (needed <= object) return;
  Runtime* r = executing_runtime();
  if (!r) std::abort();
  r->fail(BugKind::Abort,
          std::string("buffer overflow detected: ") + function + " needs " + std::to_string(needed) +
              " bytes in an object of " + std::to_string(object) +
              " (a program built with _FORTIFY_SOURCE aborts here)",
          r->callsite());
}
std::size_t formatted_size(const char* fmt, va_list ap) {  // with the NUL; 0 when it fails
  const int n = formatted_length(fmt, ap);
  return n < 0 ? 0 : static_cast<std::size_t>(n) + 1;
}

// Plain names (no shared buffer): the check, then what braid does for the plain function.
template <typename F>
F* plain(const char* name) {
  return replacement_of<F>(name);
}
int captured_vfprintf(FILE* f, const char* fmt, va_list ap) {
  static auto* const captured = plain<int(FILE*, const char*, va_list)>("vfprintf");
  return captured ? captured(f, fmt, ap) : std::vfprintf(f, fmt, ap);
}
void* r_memcpy_chk(void* d, const void* s, std::size_t n, std::size_t object) {
  fortify_check("__memcpy_chk", n, object);
  std::memcpy(d, s, n);
  if (Runtime* r = executing_runtime(); r && n) r->heap_mark_initialised(d, n);
  return d;
}
void* r_memmove_chk(void* d, const void* s, std::size_t n, std::size_t object) {
  fortify_check("__memmove_chk", n, object);
  std::memmove(d, s, n);
  if (Runtime* r = executing_runtime(); r && n) r->heap_mark_initialised(d, n);
  return d;
}
void* r_mempcpy_chk(void* d, const void* s, std::size_t n, std::size_t object) {
  fortify_check("__mempcpy_chk", n, object);
  std::memcpy(d, s, n);
  if (Runtime* r = executing_runtime(); r && n) r->heap_mark_initialised(d, n);
  return static_cast<char*>(d) + n;
}
void* r_memset_chk(void* d, int c, std::size_t n, std::size_t object) {
  fortify_check("__memset_chk", n, object);
  std::memset(d, c, n);
  if (Runtime* r = executing_runtime(); r && n) r->heap_mark_initialised(d, n);
  return d;
}
char* r_strcpy_chk(char* d, const char* s, std::size_t object) {
  fortify_check("__strcpy_chk", std::strlen(s) + 1, object);
  static auto* const f = plain<char*(char*, const char*)>("strcpy");
  return f ? f(d, s) : std::strcpy(d, s);
}
char* r_stpcpy_chk(char* d, const char* s, std::size_t object) {
  fortify_check("__stpcpy_chk", std::strlen(s) + 1, object);
  static auto* const f = plain<char*(char*, const char*)>("stpcpy");
  return f ? f(d, s) : ::stpcpy(d, s);
}
char* r_strncpy_chk(char* d, const char* s, std::size_t n, std::size_t object) {
  fortify_check("__strncpy_chk", n, object);
  static auto* const f = plain<char*(char*, const char*, std::size_t)>("strncpy");
  return f ? f(d, s, n) : std::strncpy(d, s, n);
}
char* r_strcat_chk(char* d, const char* s, std::size_t object) {
  fortify_check("__strcat_chk", std::strlen(d) + std::strlen(s) + 1, object);
  static auto* const f = plain<char*(char*, const char*)>("strcat");
  return f ? f(d, s) : std::strcat(d, s);
}
char* r_strncat_chk(char* d, const char* s, std::size_t n, std::size_t object) {
  fortify_check("__strncat_chk", std::strlen(d) + ::strnlen(s, n) + 1, object);
  static auto* const f = plain<char*(char*, const char*, std::size_t)>("strncat");
  return f ? f(d, s, n) : std::strncat(d, s, n);
}
int r_vsprintf_chk(char* d, int, std::size_t object, const char* fmt, va_list ap) {
  fortify_check("__vsprintf_chk", formatted_size(fmt, ap), object);
  static auto* const f = plain<int(char*, const char*, va_list)>("vsprintf");
  return f ? f(d, fmt, ap) : std::vsprintf(d, fmt, ap);
}
int r_sprintf_chk(char* d, int flag, std::size_t object, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fortify_check("__sprintf_chk", formatted_size(fmt, ap), object);
  const int r = r_vsprintf_chk(d, flag, SIZE_MAX, fmt, ap);
  va_end(ap);
  return r;
}
int r_vsnprintf_chk(char* d, std::size_t cap, int, std::size_t object, const char* fmt, va_list ap) {
  fortify_check("__vsnprintf_chk", cap, object);
  static auto* const f = plain<int(char*, std::size_t, const char*, va_list)>("vsnprintf");
  return f ? f(d, cap, fmt, ap) : std::vsnprintf(d, cap, fmt, ap);
}
int r_snprintf_chk(char* d, std::size_t cap, int flag, std::size_t object, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fortify_check("__snprintf_chk", cap, object);
  const int r = r_vsnprintf_chk(d, cap, flag, SIZE_MAX, fmt, ap);
  va_end(ap);
  return r;
}
int r_vfprintf_chk(FILE* f, int, const char* fmt, va_list ap) { return captured_vfprintf(f, fmt, ap); }
int r_vprintf_chk(int, const char* fmt, va_list ap) { return captured_vfprintf(stdout, fmt, ap); }
int r_fprintf_chk(FILE* f, int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = captured_vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}
int r_printf_chk(int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = captured_vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}
int r_vdprintf_chk(int fd, int, const char* fmt, va_list ap) { return vdprintf_through_write(fd, fmt, ap); }
int r_dprintf_chk(int fd, int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = vdprintf_through_write(fd, fmt, ap);
  va_end(ap);
  return r;
}
int r_vasprintf_chk(char** out, int, const char* fmt, va_list ap) { return vasprintf_on_heap(out, fmt, ap, false); }
int r_asprintf_chk(char** out, int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = vasprintf_on_heap(out, fmt, ap, false);
  va_end(ap);
  return r;
}
char* r_fgets_chk(char* s, std::size_t object, int n, FILE* f) {
  fortify_check("__fgets_chk", n < 0 ? 0 : static_cast<std::size_t>(n), object);
  static auto* const g = plain<char*(char*, int, FILE*)>("fgets");
  return g ? g(s, n, f) : std::fgets(s, n, f);
}
std::size_t r_fread_chk(void* p, std::size_t object, std::size_t size, std::size_t count, FILE* f) {
  fortify_check("__fread_chk", size && count > SIZE_MAX / size ? SIZE_MAX : size * count, object);
  static auto* const g = plain<std::size_t(void*, std::size_t, std::size_t, FILE*)>("fread");
  return g ? g(p, size, count, f) : std::fread(p, size, count, f);
}
ssize_t r_read_chk(int fd, void* buffer, std::size_t n, std::size_t object) {
  fortify_check("__read_chk", n, object);
  static auto* const g = plain<ssize_t(int, void*, std::size_t)>("read");
  return g ? g(fd, buffer, n) : ::read(fd, buffer, n);
}
void r_explicit_bzero_chk(void* d, std::size_t n, std::size_t object) {
  fortify_check("__explicit_bzero_chk", n, object);
  static auto* const g = plain<void(void*, std::size_t)>("explicit_bzero");
  if (g) g(d, n);
  else ::explicit_bzero(d, n);
}

// Shared buffers: the check, then the plain function's replacement above (its events).
void* s_memcpy_chk(void* d, const void* s, std::size_t n, std::size_t object) {
  fortify_check("__memcpy_chk", n, object);
  announce_copy(d, s, n);
  std::memcpy(d, s, n);
  return d;
}
void* s_memmove_chk(void* d, const void* s, std::size_t n, std::size_t object) {
  fortify_check("__memmove_chk", n, object);
  announce_copy(d, s, n);
  std::memmove(d, s, n);
  return d;
}
void* s_mempcpy_chk(void* d, const void* s, std::size_t n, std::size_t object) {
  return static_cast<char*>(s_memcpy_chk(d, s, n, object)) + n;
}
void* s_memset_chk(void* d, int c, std::size_t n, std::size_t object) {
  fortify_check("__memset_chk", n, object);
  announce_write(d, n);
  std::memset(d, c, n);
  return d;
}
char* s_strcpy_chk(char* d, const char* s, std::size_t object) {
  fortify_check("__strcpy_chk", std::strlen(s) + 1, object);
  return s_strcpy(d, s);
}
char* s_stpcpy_chk(char* d, const char* s, std::size_t object) {
  fortify_check("__stpcpy_chk", std::strlen(s) + 1, object);
  return s_stpcpy(d, s);
}
char* s_strncpy_chk(char* d, const char* s, std::size_t n, std::size_t object) {
  fortify_check("__strncpy_chk", n, object);
  return s_strncpy(d, s, n);
}
char* s_strcat_chk(char* d, const char* s, std::size_t object) {
  fortify_check("__strcat_chk", std::strlen(d) + std::strlen(s) + 1, object);
  return s_strcat(d, s);
}
char* s_strncat_chk(char* d, const char* s, std::size_t n, std::size_t object) {
  fortify_check("__strncat_chk", std::strlen(d) + ::strnlen(s, n) + 1, object);
  return s_strncat(d, s, n);
}
int s_vsprintf_chk(char* d, int, std::size_t object, const char* fmt, va_list ap) {
  fortify_check("__vsprintf_chk", formatted_size(fmt, ap), object);
  return sprintf_announcing(d, fmt, ap);
}
int s_sprintf_chk(char* d, int flag, std::size_t object, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fortify_check("__sprintf_chk", formatted_size(fmt, ap), object);
  const int r = s_vsprintf_chk(d, flag, SIZE_MAX, fmt, ap);
  va_end(ap);
  return r;
}
int s_vsnprintf_chk(char* d, std::size_t cap, int, std::size_t object, const char* fmt, va_list ap) {
  fortify_check("__vsnprintf_chk", cap, object);
  return snprintf_announcing(d, cap, fmt, ap);
}
int s_snprintf_chk(char* d, std::size_t cap, int flag, std::size_t object, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fortify_check("__snprintf_chk", cap, object);
  const int r = s_vsnprintf_chk(d, cap, flag, SIZE_MAX, fmt, ap);
  va_end(ap);
  return r;
}
int s_vfprintf_chk(FILE* f, int, const char* fmt, va_list ap) { return s_vfprintf(f, fmt, ap); }
int s_vprintf_chk(int, const char* fmt, va_list ap) { return s_vfprintf(stdout, fmt, ap); }
int s_fprintf_chk(FILE* f, int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}
int s_printf_chk(int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}
int s_vdprintf_chk(int fd, int, const char* fmt, va_list ap) { return s_vdprintf(fd, fmt, ap); }
int s_dprintf_chk(int fd, int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vdprintf(fd, fmt, ap);
  va_end(ap);
  return r;
}
int s_vasprintf_chk(char** out, int, const char* fmt, va_list ap) { return s_vasprintf(out, fmt, ap); }
int s_asprintf_chk(char** out, int, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = s_vasprintf(out, fmt, ap);
  va_end(ap);
  return r;
}
char* s_fgets_chk(char* s, std::size_t object, int n, FILE* f) {
  fortify_check("__fgets_chk", n < 0 ? 0 : static_cast<std::size_t>(n), object);
  return s_fgets(s, n, f);
}
std::size_t s_fread_chk(void* p, std::size_t object, std::size_t size, std::size_t count, FILE* f) {
  fortify_check("__fread_chk", size && count > SIZE_MAX / size ? SIZE_MAX : size * count, object);
  return s_fread(p, size, count, f);
}
ssize_t s_read_chk(int fd, void* buffer, std::size_t n, std::size_t object) {
  fortify_check("__read_chk", n, object);
  return s_read(fd, buffer, n);
}
void s_explicit_bzero_chk(void* d, std::size_t n, std::size_t object) {
  fortify_check("__explicit_bzero_chk", n, object);
  s_explicit_bzero(d, n);
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
    {"__braid_shared_dprintf", fn(s_dprintf)},
    {"__braid_shared_vdprintf", fn(s_vdprintf)},
    {"__braid_shared_asprintf", fn(s_asprintf)},
    {"__braid_shared_vasprintf", fn(s_vasprintf)},
    {"__braid_shared_strdup", fn(s_strdup)},
    {"__braid_shared_strndup", fn(s_strndup)},
    {"__braid_shared___memcpy_chk", fn(s_memcpy_chk)},
    {"__braid_shared___memmove_chk", fn(s_memmove_chk)},
    {"__braid_shared___mempcpy_chk", fn(s_mempcpy_chk)},
    {"__braid_shared___memset_chk", fn(s_memset_chk)},
    {"__braid_shared___strcpy_chk", fn(s_strcpy_chk)},
    {"__braid_shared___stpcpy_chk", fn(s_stpcpy_chk)},
    {"__braid_shared___strncpy_chk", fn(s_strncpy_chk)},
    {"__braid_shared___strcat_chk", fn(s_strcat_chk)},
    {"__braid_shared___strncat_chk", fn(s_strncat_chk)},
    {"__braid_shared___sprintf_chk", fn(s_sprintf_chk)},
    {"__braid_shared___vsprintf_chk", fn(s_vsprintf_chk)},
    {"__braid_shared___snprintf_chk", fn(s_snprintf_chk)},
    {"__braid_shared___vsnprintf_chk", fn(s_vsnprintf_chk)},
    {"__braid_shared___printf_chk", fn(s_printf_chk)},
    {"__braid_shared___fprintf_chk", fn(s_fprintf_chk)},
    {"__braid_shared___vprintf_chk", fn(s_vprintf_chk)},
    {"__braid_shared___vfprintf_chk", fn(s_vfprintf_chk)},
    {"__braid_shared___dprintf_chk", fn(s_dprintf_chk)},
    {"__braid_shared___vdprintf_chk", fn(s_vdprintf_chk)},
    {"__braid_shared___asprintf_chk", fn(s_asprintf_chk)},
    {"__braid_shared___vasprintf_chk", fn(s_vasprintf_chk)},
    {"__braid_shared___fgets_chk", fn(s_fgets_chk)},
    {"__braid_shared___fread_chk", fn(s_fread_chk)},
    {"__braid_shared___read_chk", fn(s_read_chk)},
    {"__braid_shared___explicit_bzero_chk", fn(s_explicit_bzero_chk)},
};
// The plain names braid binds whether or not a buffer is shared (library_buffers.h):
// dprintf and asprintf, and the _FORTIFY_SOURCE variants.
const InterceptedSymbol kPlainFormatAndFortifySymbols[] = {
    {"dprintf", fn(r_dprintf)},
    {"vdprintf", fn(r_vdprintf)},
    {"asprintf", fn(r_asprintf)},
    {"vasprintf", fn(r_vasprintf)},
    {"__memcpy_chk", fn(r_memcpy_chk)},
    {"__memmove_chk", fn(r_memmove_chk)},
    {"__mempcpy_chk", fn(r_mempcpy_chk)},
    {"__memset_chk", fn(r_memset_chk)},
    {"__strcpy_chk", fn(r_strcpy_chk)},
    {"__stpcpy_chk", fn(r_stpcpy_chk)},
    {"__strncpy_chk", fn(r_strncpy_chk)},
    {"__strcat_chk", fn(r_strcat_chk)},
    {"__strncat_chk", fn(r_strncat_chk)},
    {"__sprintf_chk", fn(r_sprintf_chk)},
    {"__vsprintf_chk", fn(r_vsprintf_chk)},
    {"__snprintf_chk", fn(r_snprintf_chk)},
    {"__vsnprintf_chk", fn(r_vsnprintf_chk)},
    {"__printf_chk", fn(r_printf_chk)},
    {"__fprintf_chk", fn(r_fprintf_chk)},
    {"__vprintf_chk", fn(r_vprintf_chk)},
    {"__vfprintf_chk", fn(r_vfprintf_chk)},
    {"__dprintf_chk", fn(r_dprintf_chk)},
    {"__vdprintf_chk", fn(r_vdprintf_chk)},
    {"__asprintf_chk", fn(r_asprintf_chk)},
    {"__vasprintf_chk", fn(r_vasprintf_chk)},
    {"__fgets_chk", fn(r_fgets_chk)},
    {"__fread_chk", fn(r_fread_chk)},
    {"__read_chk", fn(r_read_chk)},
    {"__explicit_bzero_chk", fn(r_explicit_bzero_chk)},
};
const InterceptedSymbol kLibcAllocatedResultSymbols[] = {
    {"getcwd", fn(r_getcwd)},
    {"realpath", fn(r_realpath)},
    {"get_current_dir_name", fn(r_get_current_dir_name)},
    {"canonicalize_file_name", fn(r_canonicalize_file_name)},
    {"wcsdup", fn(r_wcsdup)},
    {"scandir", fn(r_scandir)},
};
static_assert(std::size(kLibraryBufferSymbols) == std::size(kLibraryBufferFunctions),
              "every function of library_buffers.h has its replacement here");

}  // namespace

std::span<const InterceptedSymbol> library_buffer_symbols() {
  static const std::vector<InterceptedSymbol> all = [] {
    std::vector<InterceptedSymbol> v(std::begin(kLibraryBufferSymbols), std::end(kLibraryBufferSymbols));
    v.insert(v.end(), std::begin(kPlainFormatAndFortifySymbols), std::end(kPlainFormatAndFortifySymbols));
    v.insert(v.end(), std::begin(kLibcAllocatedResultSymbols), std::end(kLibcAllocatedResultSymbols));
    return v;
  }();
  return all;
}

}  // namespace braid::runtime
