// Replacements that keep executions identical and limits enforced (runtime/trust.cpp):
// stdin replayed from braid's copy, exit handlers run by the runtime, anonymous mmap from
// the heap, pids and random bytes made deterministic, file and environment changes
// detected, and library functions that write into heap memory marking it initialised.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <clocale>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <locale>
#include <system_error>
#include <string>
#include <strings.h>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {


Runtime* executing_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

// The stream a program's read of `f` goes to: stdin is replayed, every other stream is itself.
// A read moves the stream's position (state no event shows): a loop reading a file or stdin
// makes progress (`while (fscanf(f, "%d", &v) == 1) s += v;` is not an await loop).
FILE* input(FILE* f) {
  Runtime* r = executing_runtime();
  if (r) r->note_effect();
  return r && f == stdin ? r->program_stdin() : f;
}

void initialised(const void* p, std::size_t n) {
  if (Runtime* r = executing_runtime(); r && p && n) r->heap_mark_initialised(p, n);
}

// ---- stdin -------------------------------------------------------------------------------
ssize_t r_read(int fd, void* buffer, std::size_t n) {
  ssize_t got = 0;
  if (long from_pipe = 0; pipe_read(fd, buffer, n, from_pipe)) {
    got = from_pipe;
  } else if (fd == 0 && executing_runtime()) {
    executing_runtime()->note_effect();  // the replayed stdin's position moves
    got = static_cast<ssize_t>(std::fread(buffer, 1, n, input(stdin)));
  } else {
    if (Runtime* r = executing_runtime()) r->note_effect();  // a file's position moves
    got = ::read(fd, buffer, n);
  }
  if (got > 0) initialised(buffer, static_cast<std::size_t>(got));
  return got;
}
std::size_t r_fread(void* buffer, std::size_t size, std::size_t n, FILE* f) {
  const std::size_t got = std::fread(buffer, size, n, input(f));
  initialised(buffer, got * size);
  return got;
}
int r_fgetc(FILE* f) { return std::fgetc(input(f)); }
int r_getchar() { return std::fgetc(input(stdin)); }
int r_ungetc(int c, FILE* f) { return std::ungetc(c, input(f)); }
char* r_fgets(char* s, int n, FILE* f) {
  char* r = std::fgets(s, n, input(f));
  if (r) initialised(s, std::strlen(s) + 1);
  return r;
}
int r_feof(FILE* f) { return std::feof(input(f)); }
int r_ferror(FILE* f) { return std::ferror(input(f)); }
void r_clearerr(FILE* f) { std::clearerr(input(f)); }
int r_vfscanf(FILE* f, const char* fmt, va_list ap) { return std::vfscanf(input(f), fmt, ap); }
int r_vscanf(const char* fmt, va_list ap) { return std::vfscanf(input(stdin), fmt, ap); }
int r_fscanf(FILE* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int n = std::vfscanf(input(f), fmt, ap);
  va_end(ap);
  return n;
}
int r_scanf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int n = std::vfscanf(input(stdin), fmt, ap);
  va_end(ap);
  return n;
}
// getline / getdelim grow the caller's buffer with realloc: it must be braid's heap.
ssize_t r_getdelim(char** line, std::size_t* capacity, int delimiter, FILE* f) {
  Runtime* r = executing_runtime();
  if (!r) return ::getdelim(line, capacity, delimiter, f);
  if (!line || !capacity) {
    errno = EINVAL;
    return -1;
  }
  FILE* in = input(f);
  std::size_t length = 0;
  for (;;) {
    const int c = std::fgetc(in);
    if (c == EOF) break;
    if (!*line || length + 2 > *capacity) {
      const std::size_t grown = std::max<std::size_t>(120, *capacity * 2);
      auto* bigger = static_cast<char*>(r->heap_allocate(grown));
      if (!bigger) {
        errno = ENOMEM;
        return -1;
      }
      if (*line) {
        std::memcpy(bigger, *line, length);
        r->heap_free(*line);
      }
      *line = bigger;
      *capacity = grown;
    }
    (*line)[length++] = static_cast<char>(c);
    if (c == delimiter) break;
  }
  if (length == 0) return -1;
  (*line)[length] = '\0';
  return static_cast<ssize_t>(length);
}
ssize_t r_getline(char** line, std::size_t* capacity, FILE* f) { return r_getdelim(line, capacity, '\n', f); }

// ---- exit handlers -----------------------------------------------------------------------
int r_cxa_atexit(void (*fn)(void*), void* arg, void*) {
  Runtime* r = Runtime::current();
  if (!r) return 0;  // a program instance is always created with its runtime current
  return r->register_exit_handler(fn, arg);
}
void call_plain(void* fn) { reinterpret_cast<void (*)()>(fn)(); }
int r_atexit(void (*fn)()) {
  Runtime* r = Runtime::current();
  if (!r) return 0;
  return r->register_exit_handler(call_plain, reinterpret_cast<void*>(fn));
}

// ---- memory ------------------------------------------------------------------------------
void* r_mmap(void* addr, std::size_t length, int prot, int flags, int fd, off_t offset) {
  Runtime* r = executing_runtime();
  // Only plain read-write anonymous memory comes from the heap: reservations with other
  // protections (later changed with mprotect) must not reach the arena, whose pages are
  // reused by the next execution.
  if (r && (flags & MAP_ANONYMOUS) && !(flags & MAP_FIXED) && !addr && prot == (PROT_READ | PROT_WRITE)) {
    void* p = r->map_anonymous(length);
    if (!p) {
      errno = ENOMEM;
      return MAP_FAILED;
    }
    return p;
  }
  return ::mmap(addr, length, prot, flags, fd, offset);
}
int r_munmap(void* addr, std::size_t length) {
  if (Runtime* r = executing_runtime(); r && r->unmap(addr)) return 0;
  return ::munmap(addr, length);
}
void* r_memalign(std::size_t align, std::size_t n) { return Runtime::current()->heap_allocate(n ? n : 1, align, false); }
void* r_valloc(std::size_t n) { return Runtime::current()->heap_allocate(n ? n : 1, 4096, false); }
void* r_reallocarray(void* p, std::size_t n, std::size_t size) {
  if (size && n > SIZE_MAX / size) {
    errno = ENOMEM;
    return nullptr;
  }
  Runtime& r = *Runtime::current();
  const std::size_t bytes = n * size;
  if (!p) return r.heap_allocate(bytes ? bytes : 1, 16, false);
  const std::size_t old = r.heap_block_size(p);
  void* q = r.heap_allocate(bytes ? bytes : 1, 16, false);
  if (q) {
    std::memcpy(q, p, std::min(old, bytes));
    r.heap_mark_initialised(q, std::min(old, bytes));
  }
  r.heap_free(p);
  return q;
}

// Library functions that write into memory the program passes: what they write is
// initialised (they are not instrumented, so the runtime does not see their stores).
char* r_strcpy(char* d, const char* s) {
  char* r = std::strcpy(d, s);
  initialised(d, std::strlen(d) + 1);
  return r;
}
char* r_stpcpy(char* d, const char* s) {
  char* r = ::stpcpy(d, s);
  initialised(d, static_cast<std::size_t>(r - d) + 1);
  return r;
}
char* r_strncpy(char* d, const char* s, std::size_t n) {
  char* r = std::strncpy(d, s, n);
  initialised(d, n);
  return r;
}
char* r_strcat(char* d, const char* s) {
  char* r = std::strcat(d, s);
  initialised(d, std::strlen(d) + 1);
  return r;
}
char* r_strncat(char* d, const char* s, std::size_t n) {
  char* r = std::strncat(d, s, n);
  initialised(d, std::strlen(d) + 1);
  return r;
}
int r_vsnprintf(char* d, std::size_t n, const char* fmt, va_list ap) {
  const int r = std::vsnprintf(d, n, fmt, ap);
  if (d && n) initialised(d, std::min(n, static_cast<std::size_t>(r < 0 ? 0 : r) + 1));
  return r;
}
int r_vsprintf(char* d, const char* fmt, va_list ap) {
  const int r = std::vsprintf(d, fmt, ap);
  if (r >= 0) initialised(d, static_cast<std::size_t>(r) + 1);
  return r;
}
int r_snprintf(char* d, std::size_t n, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = r_vsnprintf(d, n, fmt, ap);
  va_end(ap);
  return r;
}
int r_sprintf(char* d, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const int r = r_vsprintf(d, fmt, ap);
  va_end(ap);
  return r;
}
void r_bzero(void* d, std::size_t n) {
  std::memset(d, 0, n);
  initialised(d, n);
}

// ---- divergence between executions -------------------------------------------------------
bool opens_for_writing(int flags) { return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND)) != 0; }
bool mode_writes(const char* mode) { return mode && (std::strpbrk(mode, "wa+") != nullptr); }
void note_open(const char* path, bool write) {
  if (Runtime* r = executing_runtime()) r->note_file_open(path, write);
}
// open and openat: the mode argument is there only when the flags create a file.
int open_noting(int dir, const char* path, int flags, va_list ap) {
  const mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? static_cast<mode_t>(va_arg(ap, int)) : 0;
  note_open(path, opens_for_writing(flags));
  return ::openat(dir, path, flags, mode);
}
int r_open(const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  const int fd = open_noting(AT_FDCWD, path, flags, ap);
  va_end(ap);
  return fd;
}
int r_openat(int dir, const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  const int fd = open_noting(dir, path, flags, ap);
  va_end(ap);
  return fd;
}
int r_creat(const char* path, mode_t mode) {
  note_open(path, true);
  return ::creat(path, mode);
}
FILE* r_fopen(const char* path, const char* mode) {
  note_open(path, mode_writes(mode));
  return std::fopen(path, mode);
}
FILE* r_freopen(const char* path, const char* mode, FILE* f) {
  note_open(path, mode_writes(mode));
  return std::freopen(path, mode, f);
}
// Noted, and put back before the next execution (runtime/process_state.h).
void note_environment() {
  if (Runtime* r = executing_runtime()) {
    r->note_divergence(kDivergenceEnvironment);
    r->process_state().before_environment_change();
  }
}
int r_setenv(const char* name, const char* value, int overwrite) {
  note_environment();
  return ::setenv(name, value, overwrite);
}
int r_unsetenv(const char* name) {
  note_environment();
  return ::unsetenv(name);
}
int r_putenv(char* text) {
  note_environment();
  return ::putenv(text);
}
int r_clearenv() {
  note_environment();
  return ::clearenv();
}
// The locale and the working directory are the process's: a change outlives the execution
// (and is seen by the other workers' instances). Noted when the call changes something, so
// that `setlocale(LC_ALL, "")` in an environment whose locale is already "C" costs nothing;
// put back before the next execution (runtime/process_state.h).
char* r_setlocale(int category, const char* name) {
  if (!name) return ::setlocale(category, nullptr);
  const char* before_text = ::setlocale(LC_ALL, nullptr);
  const std::string before = before_text ? before_text : "";
  if (Runtime* r = executing_runtime()) r->process_state().before_locale_change();
  char* result = ::setlocale(category, name);
  if (!result) return nullptr;  // refused: nothing changed
  const char* after = ::setlocale(LC_ALL, nullptr);
  if (Runtime* r = executing_runtime(); r && after && before != after) r->note_divergence(kDivergenceLocale);
  return ::setlocale(category, nullptr);  // the category's name again (the query reused the buffer)
}
// A thread's own locale (uselocale) is the system thread's, and every program thread of an
// instance runs on one system thread: natively the other threads keep theirs, in braid they
// would see this one's (MB_CUR_MAX, number formatting), and it outlives the execution.
// Not modelled per program thread (docs/runtime.md, "trust30"): noted when it installs
// another locale than the one in use, so the verdict is incomplete, never silently wrong.
locale_t r_uselocale(locale_t locale) {
  if (Runtime* r = executing_runtime(); r && locale) r->process_state().before_thread_locale_change();
  const locale_t previous = ::uselocale(locale);
  if (Runtime* r = executing_runtime(); r && locale && locale != previous) r->note_divergence(kDivergenceLocale);
  return previous;
}
int r_chdir(const char* path) {
  if (Runtime* r = executing_runtime()) r->process_state().before_directory_change();
  const int result = ::chdir(path);
  if (Runtime* r = executing_runtime(); r && result == 0) r->note_divergence(kDivergenceWorkingDirectory);
  return result;
}
int r_fchdir(int fd) {
  if (Runtime* r = executing_runtime()) r->process_state().before_directory_change();
  const int result = ::fchdir(fd);
  if (Runtime* r = executing_runtime(); r && result == 0) r->note_divergence(kDivergenceWorkingDirectory);
  return result;
}
// std::filesystem::current_path(p) changes the directory inside libstdc++ (its chdir is not
// the program's call): noted as chdir is, when it succeeds (it throws, or sets the
// error_code, otherwise).
void r_filesystem_current_path(const std::filesystem::path& path) {
  if (Runtime* r = executing_runtime()) r->process_state().before_directory_change();
  std::filesystem::current_path(path);
  if (Runtime* r = executing_runtime()) r->note_divergence(kDivergenceWorkingDirectory);
}
void r_filesystem_current_path_noexcept(const std::filesystem::path& path, std::error_code& error) noexcept {
  if (Runtime* r = executing_runtime()) r->process_state().before_directory_change();
  std::filesystem::current_path(path, error);
  if (Runtime* r = executing_runtime(); r && !error) r->note_divergence(kDivergenceWorkingDirectory);
}
// std::locale::global installs the C++ global locale and, for a named one, the C locale
// (libstdc++ calls setlocale itself, past r_setlocale): both outlive the execution. Noted
// when the locale installed differs from the global one (std::locale's == compares names,
// or identity for unnamed locales), as setlocale is.
std::locale r_locale_global(const std::locale& next) {
  const bool changes = !(next == std::locale());
  if (Runtime* r = executing_runtime(); r && changes) r->process_state().before_locale_change();
  std::locale previous = std::locale::global(next);
  if (Runtime* r = executing_runtime(); r && changes) r->note_divergence(kDivergenceLocale);
  return previous;
}
// The file-creation mask is the process's: a change outlives the execution (a later
// execution's files get other permissions, its umask() returns this mask). Noted when the
// mask changes.
mode_t r_umask(mode_t mask) {
  const mode_t previous = ::umask(mask);
  if (Runtime* r = executing_runtime(); r && (previous & 0777) != (mask & 0777)) {
    r->note_divergence(kDivergenceFileCreationMask);
    r->process_state().after_mask_change(previous);
  }
  return previous;
}
pid_t r_getpid() { return kProgramPid; }
pid_t r_getppid() { return 1; }
pid_t r_gettid() {
  Runtime* r = executing_runtime();
  return kProgramPid + static_cast<pid_t>(r ? r->thread_self() - 1 : 0);
}
ssize_t r_getrandom(void* buffer, std::size_t n, unsigned) {
  if (Runtime* r = Runtime::current()) {
    r->random_bytes(buffer, n);
    return static_cast<ssize_t>(n);
  }
  return ::getrandom(buffer, n, 0);
}
int r_getentropy(void* buffer, std::size_t n) {
  if (n > 256) {
    errno = EIO;
    return -1;
  }
  r_getrandom(buffer, n, 0);
  return 0;
}
std::uint32_t r_arc4random() {
  std::uint32_t v = 0;
  r_getrandom(&v, sizeof v, 0);
  return v;
}
void r_arc4random_buf(void* buffer, std::size_t n) { r_getrandom(buffer, n, 0); }
std::uint32_t r_arc4random_uniform(std::uint32_t bound) { return bound ? r_arc4random() % bound : 0; }

const InterceptedSymbol kTrustSymbols[] = {
    {"read", fn(r_read)},
    {"fread", fn(r_fread)},
    {"fread_unlocked", fn(r_fread)},
    {"fgetc", fn(r_fgetc)},
    {"getc", fn(r_fgetc)},
    {"_IO_getc", fn(r_fgetc)},
    {"fgetc_unlocked", fn(r_fgetc)},
    {"getc_unlocked", fn(r_fgetc)},
    {"getchar", fn(r_getchar)},
    {"getchar_unlocked", fn(r_getchar)},
    {"ungetc", fn(r_ungetc)},
    {"fgets", fn(r_fgets)},
    {"fgets_unlocked", fn(r_fgets)},
    {"feof", fn(r_feof)},
    {"ferror", fn(r_ferror)},
    {"clearerr", fn(r_clearerr)},
    {"scanf", fn(r_scanf)},
    {"__isoc99_scanf", fn(r_scanf)},
    {"__isoc23_scanf", fn(r_scanf)},
    {"fscanf", fn(r_fscanf)},
    {"__isoc99_fscanf", fn(r_fscanf)},
    {"__isoc23_fscanf", fn(r_fscanf)},
    {"vscanf", fn(r_vscanf)},
    {"__isoc99_vscanf", fn(r_vscanf)},
    {"__isoc23_vscanf", fn(r_vscanf)},
    {"vfscanf", fn(r_vfscanf)},
    {"__isoc99_vfscanf", fn(r_vfscanf)},
    {"__isoc23_vfscanf", fn(r_vfscanf)},
    {"getline", fn(r_getline)},
    {"getdelim", fn(r_getdelim)},
    {"__cxa_atexit", fn(r_cxa_atexit)},
    {"__braid_atexit", fn(r_atexit)},  // the program's atexit, renamed by jit/instance.cpp
    {"mmap", fn(r_mmap)},
    {"mmap64", fn(r_mmap)},
    {"munmap", fn(r_munmap)},
    {"memalign", fn(r_memalign)},
    {"valloc", fn(r_valloc)},
    {"pvalloc", fn(r_valloc)},
    {"reallocarray", fn(r_reallocarray)},
    {"strcpy", fn(r_strcpy)},
    {"stpcpy", fn(r_stpcpy)},
    {"strncpy", fn(r_strncpy)},
    {"strcat", fn(r_strcat)},
    {"strncat", fn(r_strncat)},
    {"sprintf", fn(r_sprintf)},
    {"snprintf", fn(r_snprintf)},
    {"vsprintf", fn(r_vsprintf)},
    {"vsnprintf", fn(r_vsnprintf)},
    {"bzero", fn(r_bzero)},
    {"explicit_bzero", fn(r_bzero)},
    {"open", fn(r_open)},
    {"open64", fn(r_open)},
    {"openat", fn(r_openat)},
    {"openat64", fn(r_openat)},
    {"creat", fn(r_creat)},
    {"creat64", fn(r_creat)},
    {"fopen", fn(r_fopen)},
    {"fopen64", fn(r_fopen)},
    {"freopen", fn(r_freopen)},
    {"setenv", fn(r_setenv)},
    {"unsetenv", fn(r_unsetenv)},
    {"putenv", fn(r_putenv)},
    {"clearenv", fn(r_clearenv)},
    {"setlocale", fn(r_setlocale)},
    {"uselocale", fn(r_uselocale)},
    {"chdir", fn(r_chdir)},
    {"fchdir", fn(r_fchdir)},
    {"_ZNSt10filesystem12current_pathERKNS_7__cxx114pathE", fn(r_filesystem_current_path)},
    {"_ZNSt10filesystem12current_pathERKNS_7__cxx114pathERSt10error_code", fn(r_filesystem_current_path_noexcept)},
    {"_ZNSt6locale6globalERKS_", fn(r_locale_global)},
    {"umask", fn(r_umask)},
    {"getpid", fn(r_getpid)},
    {"getppid", fn(r_getppid)},
    {"gettid", fn(r_gettid)},
    {"getrandom", fn(r_getrandom)},
    {"getentropy", fn(r_getentropy)},
    {"arc4random", fn(r_arc4random)},
    {"arc4random_buf", fn(r_arc4random_buf)},
    {"arc4random_uniform", fn(r_arc4random_uniform)},
};

}  // namespace

std::span<const InterceptedSymbol> trust_symbols() { return kTrustSymbols; }

long trust_syscall(long number, const long* args, bool& handled) {
  handled = true;
  if (number == SYS_getrandom) return r_getrandom(reinterpret_cast<void*>(args[0]), static_cast<std::size_t>(args[1]), 0);
  if (number == SYS_getpid) return r_getpid();
  if (number == SYS_getppid) return r_getppid();
  if (number == SYS_gettid) return r_gettid();
  if (number == SYS_read && args[0] == 0)
    return r_read(0, reinterpret_cast<void*>(args[1]), static_cast<std::size_t>(args[2]));
  handled = false;
  return 0;
}

}  // namespace braid::runtime
