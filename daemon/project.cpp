#include "daemon/project.h"

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace braid::daemon {
namespace fs = std::filesystem;

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string strip_comments(const std::string& text, bool blank_literals) {
  std::string out = text;
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    const char c = text[i];
    if (c == '/' && i + 1 < n && text[i + 1] == '/') {
      while (i < n && text[i] != '\n') {
        // A backslash-newline continues a // comment.
        if (text[i] == '\\' && i + 1 < n && text[i + 1] == '\n') { out[i] = ' '; i += 2; continue; }
        out[i++] = ' ';
      }
    } else if (c == '/' && i + 1 < n && text[i + 1] == '*') {
      out[i] = out[i + 1] = ' ';
      i += 2;
      while (i < n && !(text[i] == '*' && i + 1 < n && text[i + 1] == '/')) {
        if (text[i] != '\n') out[i] = ' ';
        ++i;
      }
      if (i < n) out[i] = out[i + 1] = ' ', i += 2;
    } else if (c == '"' || c == '\'') {
      const char q = c;
      ++i;
      while (i < n && text[i] != q && text[i] != '\n') {
        if (text[i] == '\\' && i + 1 < n) {
          if (blank_literals) out[i] = out[i + 1] = ' ';
          i += 2;
          continue;
        }
        if (blank_literals) out[i] = ' ';
        ++i;
      }
      ++i;
    } else {
      ++i;
    }
  }
  return out;
}

bool defines_main(const std::string& text) {
  static const std::regex kMain(R"((^|[^.>\w])main\s*\()");
  return std::regex_search(strip_comments(text, true), kMain);
}

std::optional<std::string> find_compile_commands(const std::string& file) {
  return compdb::find_database(file, compdb::LookupPolicy{});
}

const ProjectModel::Db* ProjectModel::load(const std::string& path) {
  std::error_code ec;
  const auto mtime = fs::last_write_time(path, ec);
  if (ec) return nullptr;
  auto it = dbs_.find(path);
  if (it != dbs_.end() && it->second.mtime == mtime) return &it->second;
  Db db{mtime, {}};
  if (auto entries = compdb::parse_entries(read_file(path).value_or(""))) db.entries = std::move(*entries);
  return &(dbs_[path] = std::move(db));
}

Target ProjectModel::resolve(const std::string& file, const std::vector<std::string>& fallback_flags,
                             const std::vector<std::string>& extra_flags) {
  Target t;
  const std::string norm = fs::path(file).lexically_normal().string();
  t.files = {norm};
  t.directory = fs::path(norm).parent_path().string();
  const DbEntry* own = nullptr;
  const Db* db = nullptr;
  if (auto path = find_compile_commands(norm)) {
    db = load(*path);
    if (db) {
      t.database = *path;
      for (const auto& e : db->entries)
        if (e.file == norm) own = &e;
    }
  }
  const auto text = read_file(norm).value_or("");
  t.has_main = defines_main(text);
  if (own) {
    t.directory = own->directory;
    FilteredFlags ff = filter_flags(own->args, own->directory);
    t.flags = ff.flags;
    for (auto& d : ff.dropped_code_loading)
      t.warnings.push_back("dropped code-loading flag `" + d + "` from " + t.database + " for " + norm);
    // Grouping rule (docs/lsp.md): entries of the same directory form one program if
    // exactly one of them defines main.
    std::vector<const DbEntry*> group;
    std::set<std::string> seen;
    int mains = 0;
    for (const auto& e : db->entries) {
      if (e.directory != own->directory || !seen.insert(e.file).second) continue;
      group.push_back(&e);
      if (e.file == norm ? t.has_main : defines_main(read_file(e.file).value_or(""))) ++mains;
    }
    if (mains == 1 && group.size() > 1) {
      for (const DbEntry* e : group)
        if (e->file != norm) t.files.push_back(e->file);
      t.has_main = true;
    }
  } else {
    t.flags = fallback_flags;
  }
  t.flags.insert(t.flags.end(), extra_flags.begin(), extra_flags.end());
  return t;
}

}  // namespace braid::daemon
