// Project model: compile_commands.json lookup (like clangd), flag filtering, targets.
#pragma once

#include <filesystem>
#include <map>
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

// Comments replaced by spaces (newlines kept, so lines and columns stay put); string and
// character literal contents are blanked too when `blank_literals`.
std::string strip_comments(const std::string& text, bool blank_literals = false);
bool defines_main(const std::string& text);

struct Target {
  std::vector<std::string> files;  // absolute; the requested file first
  std::vector<std::string> flags;  // engine flags (filtered db flags or fallback) + extra
  std::string directory;           // working directory for the engine
  std::string database;            // compile_commands.json used, or ""
  bool has_main = false;
  std::vector<std::string> warnings;  // for logMessage
};

class ProjectModel {
 public:
  Target resolve(const std::string& file, const std::vector<std::string>& fallback_flags,
                 const std::vector<std::string>& extra_flags);
  // A watched-files change or a different mtime reloads the database on next use.
  void invalidate(const std::string& database_path) { dbs_.erase(database_path); }
  void invalidate_all() { dbs_.clear(); }

 private:
  struct Db {
    std::filesystem::file_time_type mtime;
    std::vector<DbEntry> entries;
  };
  const Db* load(const std::string& path);
  std::map<std::string, Db> dbs_;
};

std::optional<std::string> find_compile_commands(const std::string& file);
std::optional<std::string> read_file(const std::string& path);

}  // namespace braid::daemon
