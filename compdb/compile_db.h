// clang's compilation database (compile_commands.json): reading entries and turning a
// compiler command line into the flags braid's front end accepts. Used by `braid check -p`
// and by braidd's project model; where to look for a database is the caller's policy.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace braid::compdb {

struct DbEntry {
  std::string directory;
  std::string file;               // absolute, normalised
  std::vector<std::string> args;  // full argv incl. compiler
};

// The entries of a compile_commands.json text ("arguments" or "command" form); malformed
// entries are skipped; nullopt when the text is not a JSON array.
std::optional<std::vector<DbEntry>> parse_entries(const std::string& json_text);
// The same from an already parsed document (braidd parses with bounded nesting).
std::optional<std::vector<DbEntry>> entries_from_json(const nlohmann::json& document);

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

// Where to look for compile_commands.json around a source file.
struct LookupPolicy {
  std::vector<std::string> subdirectories{"", "build"};  // tried in each directory ("" = itself)
  bool search_parents = true;  // walk up from the file's directory to the root
};
std::optional<std::string> find_database(const std::string& file, const LookupPolicy& policy);

// The database of a build directory as clang tools' `-p BUILD_DIR` reads it (BUILD_DIR may
// also name the compile_commands.json file itself).
std::string database_in(const std::string& build_dir);

}  // namespace braid::compdb
