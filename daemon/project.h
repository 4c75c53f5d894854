// Project model: compile_commands.json lookup (like clangd), flag filtering, targets.
#pragma once

#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "compdb/compile_db.h"

namespace braid::daemon {

// The database reading is shared with `braid check -p` (compdb/); the lookup policy
// (find_compile_commands) is the daemon's.
using compdb::DbEntry;
using compdb::FilteredFlags;
using compdb::filter_flags;
using compdb::shell_split;

// What braidd appends to `braid check FILES...`: the engine CLI would take `--…` as its
// own options (`--include-root=/` would widen the include policy) and other words as
// source files, so those are dropped (reported in `warnings`); option values stay.
std::vector<std::string> flags_for_cli(const std::vector<std::string>& flags, std::vector<std::string>& warnings);


// Comments replaced by spaces (newlines kept, so lines and columns stay put); string and
// character literal contents are blanked too when `blank_literals`.
std::string strip_comments(const std::string& text, bool blank_literals = false);
bool defines_main(const std::string& text);

// The limits on what braidd reads for the user: regular files only (never a device, FIFO
// or socket, also through a symbolic link), of at most `max_bytes`.
inline constexpr std::size_t kMaxSourceBytes = 16u << 20;
inline constexpr std::size_t kMaxDatabaseBytes = 64u << 20;
struct FileRead {
  std::optional<std::string> text;
  std::string error;  // why not, when !text
};
FileRead read_regular_file(const std::string& path, std::size_t max_bytes = kMaxSourceBytes);

struct Target {
  std::vector<std::string> files;  // absolute; the requested file first
  std::vector<std::string> flags;  // engine flags (filtered db flags or fallback) + extra
  std::string directory;           // working directory for the engine
  std::string database;            // compile_commands.json used, or ""
  std::string workspace;           // the workspace folder holding the file (else its folder)
  // Folders include-like flags may name besides the system ones (`braid check
  // --include-root`): the workspace, and the build folder (`directory`) of the file's entry
  // in the workspace's compilation database (an out-of-tree build's generated headers).
  std::vector<std::string> include_roots;
  std::string error;               // the file cannot be verified (not a regular file, too big)
  bool has_main = false;
  std::vector<std::string> warnings;  // for logMessage
};

// Thread-safe: targets are resolved on the worker pool, off the protocol thread.
class ProjectModel {
 public:
  // The workspace folders (canonical paths). Compilation databases are looked up from a
  // file's folder up to the workspace folder holding it, never above; a file in none of them
  // only gets a database in its own folder.
  void set_workspace_folders(std::vector<std::string> folders);
  Target resolve(const std::string& file, const std::vector<std::string>& fallback_flags,
                 const std::vector<std::string>& extra_flags);
  // A watched-files change or a different mtime reloads the database on next use.
  void invalidate(const std::string& database_path) {
    std::lock_guard lock(mutex_);
    dbs_.erase(database_path);
  }
  void invalidate_all() {
    std::lock_guard lock(mutex_);
    dbs_.clear();
  }

 private:
  struct Db {
    std::filesystem::file_time_type mtime;
    std::vector<DbEntry> entries;
  };
  const Db* load(const std::string& path, std::vector<std::string>& warnings);
  std::mutex mutex_;
  std::map<std::string, Db> dbs_;
  std::vector<std::string> folders_;
};

// The workspace folder holding `file` (the deepest one), or the file's own folder.
std::string workspace_of(const std::string& file, const std::vector<std::string>& folders);
// compile_commands.json (or build/compile_commands.json) in the folders from the file's up
// to `workspace`, the nearest first. Only a regular file owned by this user or root counts:
// another user's file in a shared folder is skipped (reported in `warnings`).
std::optional<std::string> find_compile_commands(const std::string& file, const std::string& workspace,
                                                 std::vector<std::string>& warnings);
// read_regular_file's text, or nullopt.
std::optional<std::string> read_file(const std::string& path);

}  // namespace braid::daemon
