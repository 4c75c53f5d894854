// What the preprocessor asked the file system while it made a compile's fingerprint, and
// what it was answered: the compile cache's first level (jit/program_cache.cpp) keys a
// program on the compile command plus these answers instead of running the preprocessor
// again. When the file system still answers every probe the same (every file read has the
// same contents, every path stat'ed the same type or the same error, every directory the
// same), the preprocessor would print the same text, so the fingerprint and its key are the
// recorded ones. docs/frontend.md, "Compile cache".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <llvm/ADT/IntrusiveRefCntPtr.h>

namespace llvm::vfs {
class FileSystem;
}

namespace braid {

struct FileProbe {
  enum class Kind : std::uint8_t {
    Status = 0,    // status(path): "f", "d" or "o" (file, directory, other) and ":device:inode", or "e<errno>"
    Contents = 1,  // the file's contents as read: `answer` is their BLAKE3 digest, or "e<errno>"
    RealPath = 2,  // getRealPath(path): `answer` is the real path, or "e<errno>"
  };
  std::string path;
  Kind kind = Kind::Status;
  std::string answer;
  bool operator==(const FileProbe&) const = default;
};

// The probes of one fingerprint (all its files' preprocessor runs).
struct FileProbes {
  std::vector<FileProbe> probes;  // each (path, kind) once, in the order first asked
  // False when the preprocessed text depends on more than the probes say, so they must not
  // stand for it: __DATE__, __TIME__ or __TIMESTAMP__ expanded, a directory listed, the
  // working directory changed, a file-system overlay or modules in use, a path answered two
  // ways during the run. `why` names the first such reason (for tests and BRAID_TIMING).
  bool complete = true;
  std::string why;

  // Records an answer; a second, different answer for the same probe makes the set incomplete.
  void record(FileProbe probe);
  void give_up(std::string_view reason) {
    if (complete) why = std::string(reason);
    complete = false;
  }

 private:
  std::unordered_map<std::string, std::size_t> index_;  // kind and path -> position in `probes`
};

// Asks the real file system every probe again: true when every answer is the recorded one.
// Relative paths are relative to the current directory (part of the command key).
bool file_probes_hold(const std::vector<FileProbe>& probes);

// A file system that answers as `base` does and records every question and answer into
// `probes` (which must outlive it). Listing a directory or changing its working directory
// makes `probes` incomplete: the probes do not capture those.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> probe_recording_file_system(
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> base, FileProbes& probes);

}  // namespace braid
