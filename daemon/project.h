// Project model: compile_commands.json lookup (like clangd), flag filtering, targets.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace braid::daemon {

struct DbEntry {
  std::string directory;
  std::string file;               // absolute, normalised
  std::vector<std::string> args;  // full argv incl. compiler
};

// Keeps the flags the engine accepts (-I -D -U -std= -include -isystem -iquote -W -f), makes
// include paths absolute against `directory`, and drops code-loading flags (reported in
// `dropped`) and everything else (output, language-mode, source files).
struct FilteredFlags {
  std::vector<std::string> flags;
  std::vector<std::string> dropped_code_loading;
};
FilteredFlags filter_flags(const std::vector<std::string>& args, const std::string& directory);

// Splits a `command` string like a POSIX shell would for the simple cases databases use
// (whitespace, single/double quotes, backslash escapes).
std::vector<std::string> shell_split(const std::string& command);

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
