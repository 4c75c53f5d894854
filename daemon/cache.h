// Result cache: keys that ignore comments and whitespace, and a location remap that moves
// cached results along with code that only shifted (docs/lsp.md "Caching").
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace braid::daemon {

struct Token {
  int line;    // 1-based
  int column;  // 1-based byte column
};

// The normalised form of one file: the token texts (with a marker where whitespace separated
// two tokens, and at the end of preprocessor lines, so `a+ +b` != `a++b` and directive
// boundaries survive) and where each token starts.
struct Normalised {
  std::string canonical;
  std::vector<Token> tokens;
  std::vector<std::string> local_includes;  // #include "..." names
};
Normalised normalise(const std::string& text);

// The files whose contents make up a target: its sources plus local headers reachable
// through #include "..." (searched next to the includer, then in -I/-iquote directories).
struct Snapshot {
  std::map<std::string, Normalised> files;  // absolute path -> normalised content
  std::string key;                          // sha256 over files + flags + options
};
Snapshot snapshot(const std::vector<std::string>& sources, const std::vector<std::string>& flags,
                  const std::string& options_fingerprint);
// Recomputes `s.key` for other flags or options without reading any file again.
void rekey(Snapshot& s, const std::vector<std::string>& sources, const std::vector<std::string>& flags,
           const std::string& options_fingerprint);

// Rewrites every {"file","line","column"} object inside `j` from positions in `from` to the
// equivalent positions in `to` (same canonical token streams), file by file.
void remap_locations(nlohmann::json& j, const Snapshot& from, const Snapshot& to);

struct CachedResult {
  nlohmann::json result;  // the engine's --json output
  Snapshot snapshot;      // what it was computed for
  std::string trace_dir;
};

// A small LRU keyed by Snapshot::key, bounded in entries and in bytes of results.
class ResultCache {
 public:
  explicit ResultCache(std::size_t capacity = 64, std::size_t max_bytes = 256u << 20)
      : capacity_(capacity), max_bytes_(max_bytes) {}
  const CachedResult* find(const std::string& key);
  void put(const std::string& key, CachedResult r);
  std::size_t bytes() const { return bytes_; }

 private:
  struct Entry {
    std::size_t tick;
    std::size_t bytes;
    CachedResult result;
  };
  std::size_t capacity_, max_bytes_;
  std::size_t tick_ = 0;
  std::size_t bytes_ = 0;
  std::map<std::string, Entry> entries_;
};

}  // namespace braid::daemon
