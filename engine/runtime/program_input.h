// What the program gets from outside, identical in every execution: its argv, and its
// stdin (read once, replayed to each execution from the start). Sources of divergence
// between executions that braid does not model are detected and flagged (Divergence), so
// that the check can say the verdict is incomplete (docs/runtime.md, "Program input").
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace braid::runtime {

// The bytes of the program's stdin, loaded at most once and shared by every program
// instance of a check (instances run on several worker threads).
class StdinSource {
 public:
  // Fixed bytes (tests, `--stdin FILE` read by the caller).
  static std::shared_ptr<StdinSource> from_bytes(std::string bytes);
  // braid's own standard input, read to its end the first time a program reads stdin
  // (a program that never reads stdin never makes braid wait for input).
  static std::shared_ptr<StdinSource> from_process_stdin();

  const std::string& bytes();
  // The bytes if they were loaded (a program read them, or they were given), else null:
  // for recording the input of a trace without waiting for input nobody read.
  const std::string* loaded_bytes() const { return loaded_.load() ? &bytes_ : nullptr; }

 private:
  StdinSource() = default;
  std::once_flag once_;
  std::atomic<bool> loaded_{false};
  bool from_fd0_ = false;
  std::string bytes_;
};

// The program's name: its argv[0], and what an unnamed thread is called (as Linux names a
// thread after the command).
inline constexpr const char* kProgramName = "program";

struct ProgramInput {
  std::vector<std::string> args;              // argv[1..]; argv[0] is kProgramName
  std::shared_ptr<StdinSource> stdin_source;  // null: stdin is empty (immediate EOF)
};

// Sources of nondeterminism seen in an execution (bits of ExecutionResult::divergence).
enum Divergence : std::uint32_t {
  kDivergenceRandomDevice = 1,  // opened /dev/urandom or /dev/random
  kDivergenceFileReadBack = 2,  // opened a file it (or an earlier execution) wrote
  kDivergenceEnvironment = 4,   // setenv / putenv / unsetenv / clearenv
  kDivergenceFilesWritten = 8,  // wrote files (not restored between executions; a note only)
  kDivergenceNativeStdin = 16,  // read the process's stdin past braid (e.g. std::cin)
  kDivergenceLocale = 32,       // setlocale / std::locale::global changed the process's locale
  kDivergenceWorkingDirectory = 64,  // chdir / fchdir / std::filesystem::current_path(p)
  kDivergenceFileCreationMask = 128,  // umask changed the process's file-creation mask
};
// Whether the process's own stdin stream (glibc's FILE) was read since the last call:
// library code that braid does not intercept (libstdc++'s std::cin) reads it directly.
class NativeStdinWatch {
 public:
  NativeStdinWatch() { changed(); }
  bool changed();

 private:
  const char* read_ptr_ = nullptr;
  const char* read_end_ = nullptr;
  int flags_ = 0;
};

// One sentence per flag in `bits`, for the check's notes; `incomplete` tells whether any
// of them can make executions that must be identical differ.
std::vector<std::string> describe_divergence(std::uint32_t bits);
bool divergence_makes_incomplete(std::uint32_t bits);

// The program's stdin within one execution: a stdio stream over the replayed bytes,
// opened on first use and rewound (re-opened) for every execution.
class StdinReplay {
 public:
  StdinReplay() = default;
  ~StdinReplay();
  StdinReplay(const StdinReplay&) = delete;
  StdinReplay& operator=(const StdinReplay&) = delete;

  void set_source(std::shared_ptr<StdinSource> source) { source_ = std::move(source); }
  void rewind();    // the start of an execution
  FILE* stream();   // the stream that stands for stdin in this execution

 private:
  static ssize_t read_cookie(void* cookie, char* buffer, std::size_t size);
  std::shared_ptr<StdinSource> source_;
  FILE* stream_ = nullptr;
  std::size_t position_ = 0;
};

}  // namespace braid::runtime
