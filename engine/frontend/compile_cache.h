// Persistent compile cache: a program verified before skips Clang, the instrumentation and
// the optimisation passes (and the JIT's code generation) on the next run.
//
// Entries live in $XDG_CACHE_HOME/braid (or ~/.cache/braid), a directory of the user's own
// with mode 0700; each entry is one file (mode 0600) named by its key, written to a
// temporary file and renamed into place, so concurrent braid processes never see a partial
// entry. Files are opened relative to the directory, never following symlinks, and checked
// (owner, type, size, a digest of the contents) before use; anything unexpected is a miss.
// The directory is bounded in size: after a store, the least recently used entries (by
// modification time, which a hit refreshes) are deleted. See docs/frontend.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace braid {

class CompileCache {
 public:
  static constexpr std::uint64_t kDefaultMaxBytes = 256ull << 20;

  // The user's cache directory, created when missing. nullopt when it cannot be used
  // safely (not owned by this user, not a directory, a symlink) or at all; `why` says why.
  static std::optional<CompileCache> open_default(std::string* why = nullptr,
                                                  std::uint64_t max_bytes = kDefaultMaxBytes);
  // A given directory (created 0700 when missing; its parent must exist).
  static std::optional<CompileCache> open_at(const std::string& dir, std::string* why = nullptr,
                                             std::uint64_t max_bytes = kDefaultMaxBytes);

  CompileCache(CompileCache&& other) noexcept;
  CompileCache& operator=(CompileCache&& other) noexcept;
  CompileCache(const CompileCache&) = delete;
  CompileCache& operator=(const CompileCache&) = delete;
  ~CompileCache();

  // The payload stored under `key` (a hex digest), or nullopt (absent, or failed a check).
  std::optional<std::string> load(std::string_view key) const;
  // Stores `payload` under `key`, then evicts down to the size bound. False on I/O errors
  // (the cache is an optimisation: callers go on without it).
  bool store(std::string_view key, std::string_view payload) const;
  // Deletes least recently used entries until they take at most max_bytes (and stale
  // temporary files of crashed writers).
  void evict() const;

  const std::string& path() const { return path_; }

 private:
  CompileCache(int dir_fd, std::string path, std::uint64_t max_bytes)
      : dir_fd_(dir_fd), path_(std::move(path)), max_bytes_(max_bytes) {}
  int dir_fd_ = -1;
  std::string path_;
  std::uint64_t max_bytes_ = kDefaultMaxBytes;
};

// The cache key of a compile: a BLAKE3 hash (256 bits, hex) of `fingerprint`
// (compile_fingerprint: flags, cc1 arguments, preprocessed sources), braid's version, the build ids of every object
// loaded in this process (braid itself, LLVM, Clang, the C and C++ libraries) and the host
// (triple, CPU and its features: cached machine code is for this CPU).
std::string compile_cache_key(std::string_view fingerprint);

// Length-prefixed fields, for cache payloads.
class PayloadWriter {
 public:
  void u64(std::uint64_t v);
  void str(std::string_view s);
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

class PayloadReader {
 public:
  explicit PayloadReader(std::string_view in) : in_(in) {}
  // nullopt once the input is exhausted or malformed (and from then on).
  std::optional<std::uint64_t> u64();
  std::optional<std::string> str();
  bool at_end() const { return in_.empty(); }

 private:
  std::string_view in_;
  bool failed_ = false;
};

// Developer aid: with BRAID_TIMING set in the environment, each start-up phase prints its
// wall time and the thread's CPU time to stderr ("braid: timing: clang 41.2 ms (cpu 20.3 ms)").
class PhaseTimer {
 public:
  explicit PhaseTimer(const char* phase);
  ~PhaseTimer();
  PhaseTimer(const PhaseTimer&) = delete;
  PhaseTimer& operator=(const PhaseTimer&) = delete;

 private:
  const char* phase_;
  std::int64_t start_ns_ = -1;  // -1: timing is off
  std::int64_t start_cpu_ns_ = 0;
};

}  // namespace braid
