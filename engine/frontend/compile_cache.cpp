#include "frontend/compile_cache.h"

#include <dirent.h>
#include <fcntl.h>
#include <link.h>
#include <pwd.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringMap.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/BLAKE3.h>
#include <llvm/TargetParser/Host.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <utility>
#include <vector>

#ifndef BRAID_VERSION
#error "BRAID_VERSION must be defined by the build"
#endif

namespace braid {

namespace {

constexpr std::string_view kEntrySuffix = ".braidc";
constexpr std::string_view kTempPrefix = "tmp-";
constexpr std::string_view kMagic = "braid-cache-entry 2\n";  // 2: BLAKE3 digest (1: SHA-256)

std::string hex(llvm::ArrayRef<std::uint8_t> bytes) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  s.reserve(bytes.size() * 2);
  for (std::uint8_t b : bytes) {
    s += digits[b >> 4];
    s += digits[b & 15];
  }
  return s;
}

// BLAKE3 (256 bits) for the key and the payload digest: LLVM's implementation hashes with
// the CPU's vector units, where SHA-256 was ~8 % of the instructions of a warm `braid check`
// on a small program (the fingerprint is the preprocessed source, tens of kilobytes; the
// payload is the bitcode and the cached machine code). docs/benchmarks.md, speed21.
std::string blake3_hex(std::string_view data) {
  llvm::BLAKE3 hasher;
  hasher.update(llvm::StringRef(data.data(), data.size()));
  return hex(hasher.final());
}

bool is_hex_key(std::string_view key) {
  return key.size() == 64 && std::all_of(key.begin(), key.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

// Opens (creating with mode 0700 when missing) the directory `name` relative to `parent_fd`
// (AT_FDCWD for an absolute path), refusing directories of other users and, unless
// `follow` (the user's own ~/.cache may be a link to another disk), symlinks.
int open_private_dir(int parent_fd, const std::string& name, std::string* why, bool follow = false) {
  if (::mkdirat(parent_fd, name.c_str(), 0700) != 0 && errno != EEXIST) {
    if (why) *why = "cannot create " + name + ": " + std::strerror(errno);
    return -1;
  }
  const int fd = ::openat(parent_fd, name.c_str(), O_RDONLY | O_DIRECTORY | (follow ? 0 : O_NOFOLLOW) | O_CLOEXEC);
  if (fd < 0) {
    if (why) *why = "cannot open " + name + ": " + std::strerror(errno);
    return -1;
  }
  struct stat st{};
  if (::fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid()) {
    if (why) *why = name + " is not a directory of this user";
    ::close(fd);
    return -1;
  }
  return fd;
}

bool write_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// One entry file: magic, key, payload digest, payload.
std::string encode_entry(std::string_view key, std::string_view payload) {
  PayloadWriter w;
  w.str(key);
  w.str(blake3_hex(payload));
  w.str(payload);
  return std::string(kMagic) + w.take();
}

std::optional<std::string> decode_entry(std::string_view key, std::string_view file) {
  if (file.substr(0, kMagic.size()) != kMagic) return std::nullopt;
  PayloadReader r(file.substr(kMagic.size()));
  std::optional<std::string> stored_key = r.str();
  std::optional<std::string> digest = r.str();
  std::optional<std::string> payload = r.str();
  if (!payload || !r.at_end() || *stored_key != key || *digest != blake3_hex(*payload)) return std::nullopt;
  return payload;
}

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// CPU time of the calling thread: on a loaded machine wall times say little.
std::int64_t thread_cpu_ns() {
  struct timespec ts{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<std::int64_t>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// Build ids (NT_GNU_BUILD_ID notes) of every object loaded in this process, in load order.
int collect_build_id(struct dl_phdr_info* info, std::size_t, void* data) {
  auto& out = *static_cast<std::string*>(data);
  out += info->dlpi_name ? info->dlpi_name : "";
  out += '\0';
  bool found = false;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
    const char* end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      const auto* note = reinterpret_cast<const ElfW(Nhdr)*>(p);
      const char* name = p + sizeof(ElfW(Nhdr));
      const char* desc = name + ((note->n_namesz + 3) & ~3u);
      const char* next = desc + ((note->n_descsz + 3) & ~3u);
      if (next > end) break;
      if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0) {
        out.append(desc, note->n_descsz);
        found = true;
      }
      p = next;
    }
  }
  if (!found && (!info->dlpi_name || !*info->dlpi_name)) {
    // The executable has no build id: its size and modification time stand in for it.
    struct stat st{};
    if (::stat("/proc/self/exe", &st) == 0) {
      out += std::to_string(st.st_size) + ':' + std::to_string(st.st_mtim.tv_sec) + '.' +
             std::to_string(st.st_mtim.tv_nsec);
    }
  }
  out += '\n';
  return 0;
}

const std::string& process_identity() {
  // Immutable once computed (the loaded objects of a process do not change in ways that
  // matter: the program is JIT-compiled, not dlopen'ed).
  static const std::string identity = [] {
    std::string s = "braid " BRAID_VERSION "\n";
    ::dl_iterate_phdr(collect_build_id, &s);
    s += llvm::sys::getProcessTriple() + '\n';
    s += llvm::sys::getHostCPUName().str() + '\n';
    llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
    std::vector<std::string> names;
    for (const auto& f : features) {
      std::string name(1, f.getValue() ? '+' : '-');
      name.append(f.getKey().data(), f.getKey().size());
      names.push_back(std::move(name));
    }
    std::sort(names.begin(), names.end());
    for (const std::string& n : names) s += n + ',';
    s += '\n';
    return s;
  }();
  return identity;
}

}  // namespace

std::string compile_cache_key(std::string_view fingerprint) {
  llvm::BLAKE3 hasher;
  const std::string& id = process_identity();
  hasher.update(llvm::StringRef(id));
  hasher.update(llvm::StringRef(fingerprint.data(), fingerprint.size()));
  return hex(hasher.final());
}

std::optional<CompileCache> CompileCache::open_default(std::string* why, std::uint64_t max_bytes) {
  std::string base;
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  if (xdg && xdg[0] == '/') {  // the XDG spec: relative paths are invalid and ignored
    base = xdg;
  } else {
    const char* home = std::getenv("HOME");
    std::string home_dir = home && home[0] == '/' ? home : "";
    if (home_dir.empty()) {
      struct passwd pw{};
      struct passwd* found = nullptr;
      std::vector<char> buf(16384);
      if (::getpwuid_r(::geteuid(), &pw, buf.data(), buf.size(), &found) == 0 && found && pw.pw_dir)
        home_dir = pw.pw_dir;
    }
    if (home_dir.empty() || home_dir[0] != '/') {
      if (why) *why = "no home directory";
      return std::nullopt;
    }
    // ~/.cache is created like the XDG spec says (0700) when missing.
    const int home_fd = ::open(home_dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (home_fd < 0) {
      if (why) *why = "cannot open " + home_dir;
      return std::nullopt;
    }
    const int cache_fd = open_private_dir(home_fd, ".cache", why, /*follow=*/true);
    ::close(home_fd);
    if (cache_fd < 0) return std::nullopt;
    const int dir_fd = open_private_dir(cache_fd, "braid", why);
    ::close(cache_fd);
    if (dir_fd < 0) return std::nullopt;
    ::fchmod(dir_fd, 0700);
    return CompileCache(dir_fd, home_dir + "/.cache/braid", max_bytes);
  }
  return open_at(base + "/braid", why, max_bytes);
}

std::optional<CompileCache> CompileCache::open_at(const std::string& dir, std::string* why, std::uint64_t max_bytes) {
  const std::size_t slash = dir.find_last_of('/');
  const std::string parent = slash == std::string::npos ? "." : slash == 0 ? "/" : dir.substr(0, slash);
  const std::string name = slash == std::string::npos ? dir : dir.substr(slash + 1);
  if (name.empty() || name == "." || name == "..") {
    if (why) *why = "invalid cache directory " + dir;
    return std::nullopt;
  }
  const int parent_fd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (parent_fd < 0) {
    if (why) *why = "cannot open " + parent + ": " + std::strerror(errno);
    return std::nullopt;
  }
  const int fd = open_private_dir(parent_fd, name, why);
  ::close(parent_fd);
  if (fd < 0) return std::nullopt;
  ::fchmod(fd, 0700);  // ours: make sure nobody else can read or plant entries
  return CompileCache(fd, dir, max_bytes);
}

CompileCache::CompileCache(CompileCache&& other) noexcept
    : dir_fd_(std::exchange(other.dir_fd_, -1)), path_(std::move(other.path_)), max_bytes_(other.max_bytes_) {}

CompileCache& CompileCache::operator=(CompileCache&& other) noexcept {
  if (this != &other) {
    if (dir_fd_ >= 0) ::close(dir_fd_);
    dir_fd_ = std::exchange(other.dir_fd_, -1);
    path_ = std::move(other.path_);
    max_bytes_ = other.max_bytes_;
  }
  return *this;
}

CompileCache::~CompileCache() {
  if (dir_fd_ >= 0) ::close(dir_fd_);
}

std::optional<std::string> CompileCache::load(std::string_view key) const {
  if (!is_hex_key(key)) return std::nullopt;
  const std::string name = std::string(key) + std::string(kEntrySuffix);
  const int fd = ::openat(dir_fd_, name.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return std::nullopt;
  std::optional<std::string> result;
  struct stat st{};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == ::geteuid() &&
      static_cast<std::uint64_t>(st.st_size) <= max_bytes_) {
    std::string data(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t got = 0;
    while (got < data.size()) {
      const ssize_t n = ::read(fd, data.data() + got, data.size() - got);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      got += static_cast<std::size_t>(n);
    }
    if (got == data.size()) result = decode_entry(key, data);
    if (result) ::futimens(fd, nullptr);  // recently used: evicted last
  }
  ::close(fd);
  return result;
}

bool CompileCache::store(std::string_view key, std::string_view payload) const {
  if (!is_hex_key(key)) return false;
  const std::string entry = encode_entry(key, payload);
  if (entry.size() > max_bytes_) return false;
  // Unique among concurrent writers (O_EXCL refuses the rare collision: the store fails).
  std::random_device rd;
  const std::string tmp = std::string(kTempPrefix) + std::to_string(::getpid()) + '-' + std::to_string(rd()) +
                          '-' + std::to_string(rd());
  const int fd = ::openat(dir_fd_, tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return false;
  const bool written = write_all(fd, entry);
  const bool closed = ::close(fd) == 0;
  const std::string name = std::string(key) + std::string(kEntrySuffix);
  if (!written || !closed || ::renameat(dir_fd_, tmp.c_str(), dir_fd_, name.c_str()) != 0) {
    ::unlinkat(dir_fd_, tmp.c_str(), 0);
    return false;
  }
  evict();
  return true;
}

void CompileCache::evict() const {
  const int fd = ::openat(dir_fd_, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  DIR* dir = ::fdopendir(fd);
  if (!dir) {
    ::close(fd);
    return;
  }
  struct Entry {
    std::string name;
    std::uint64_t size;
    std::int64_t mtime_ns;
  };
  std::vector<Entry> entries;
  std::uint64_t total = 0;
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const std::int64_t stale_before_s = std::chrono::duration_cast<std::chrono::seconds>(now).count() - 3600;
  while (const struct dirent* d = ::readdir(dir)) {
    const std::string_view name = d->d_name;
    struct stat st{};
    if (::fstatat(dir_fd_, d->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode)) continue;
    if (name.substr(0, kTempPrefix.size()) == kTempPrefix) {
      // A writer that crashed between creating and renaming its file.
      if (st.st_mtim.tv_sec < stale_before_s) ::unlinkat(dir_fd_, d->d_name, 0);
      continue;
    }
    if (name.size() <= kEntrySuffix.size() || name.substr(name.size() - kEntrySuffix.size()) != kEntrySuffix) continue;
    total += static_cast<std::uint64_t>(st.st_size);
    entries.push_back({std::string(name), static_cast<std::uint64_t>(st.st_size),
                       static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec});
  }
  ::closedir(dir);
  if (total <= max_bytes_) return;
  // Oldest first, down to 3/4 of the bound so that the next stores do not scan again at once.
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.mtime_ns < b.mtime_ns; });
  const std::uint64_t target = max_bytes_ / 4 * 3;
  for (const Entry& e : entries) {
    if (total <= target) break;
    if (::unlinkat(dir_fd_, e.name.c_str(), 0) == 0 || errno == ENOENT) total -= e.size;
  }
}

void PayloadWriter::u64(std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out_ += static_cast<char>((v >> (8 * i)) & 0xff);
}

void PayloadWriter::str(std::string_view s) {
  u64(s.size());
  out_.append(s.data(), s.size());
}

std::optional<std::uint64_t> PayloadReader::u64() {
  if (failed_ || in_.size() < 8) {
    failed_ = true;
    return std::nullopt;
  }
  std::uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in_[i])) << (8 * i);
  in_.remove_prefix(8);
  return v;
}

std::optional<std::string> PayloadReader::str() {
  std::optional<std::uint64_t> n = u64();
  if (!n || *n > in_.size()) {
    failed_ = true;
    return std::nullopt;
  }
  std::string s(in_.substr(0, *n));
  in_.remove_prefix(*n);
  return s;
}

PhaseTimer::PhaseTimer(const char* phase) : phase_(phase) {
  static const bool enabled = std::getenv("BRAID_TIMING") != nullptr;
  if (enabled) {
    start_ns_ = now_ns();
    start_cpu_ns_ = thread_cpu_ns();
  }
}

PhaseTimer::~PhaseTimer() {
  if (start_ns_ < 0) return;
  std::fprintf(stderr, "braid: timing: %s %.1f ms (cpu %.1f ms)\n", phase_,
               static_cast<double>(now_ns() - start_ns_) / 1e6,
               static_cast<double>(thread_cpu_ns() - start_cpu_ns_) / 1e6);
}

}  // namespace braid
