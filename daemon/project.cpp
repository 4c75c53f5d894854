#include "daemon/project.h"

#include <fstream>
#include <nlohmann/json.hpp>
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

std::vector<std::string> shell_split(const std::string& command) {
  std::vector<std::string> out;
  std::string cur;
  bool in_word = false;
  char quote = 0;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (quote) {
      if (c == quote) quote = 0;
      else if (c == '\\' && quote == '"' && i + 1 < command.size()) cur.push_back(command[++i]);
      else cur.push_back(c);
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == '\\' && i + 1 < command.size()) {
      cur.push_back(command[++i]);
      in_word = true;
    } else if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) out.push_back(std::move(cur));
      cur.clear();
      in_word = false;
    } else {
      cur.push_back(c);
      in_word = true;
    }
  }
  if (in_word) out.push_back(std::move(cur));
  return out;
}

FilteredFlags filter_flags(const std::vector<std::string>& args, const std::string& directory) {
  FilteredFlags r;
  auto abs_path = [&](const std::string& p) {
    return fs::path(p).is_absolute() ? p : (fs::path(directory) / p).lexically_normal().string();
  };
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto next = [&]() -> std::optional<std::string> {
      if (i + 1 < args.size()) return args[++i];
      return std::nullopt;
    };
    // Code-loading flags: a compilation database must not make braidd run arbitrary code.
    if (a.rfind("-fplugin", 0) == 0 || a.rfind("-fpass-plugin", 0) == 0) {
      r.dropped_code_loading.push_back(a);
      continue;
    }
    if (a == "-Xclang") {
      auto v = next();
      if (v && (*v == "-load" || *v == "-plugin" || *v == "-add-plugin" || v->rfind("-fplugin", 0) == 0)) {
        std::string d = "-Xclang " + *v;
        if (i + 2 < args.size() && args[i + 1] == "-Xclang") {
          d += " -Xclang " + args[i + 2];
          i += 2;
        }
        r.dropped_code_loading.push_back(d);
      }
      continue;  // other -Xclang options are compiler internals: not forwarded
    }
    for (const char* opt : {"-I", "-isystem", "-iquote", "-include"}) {
      const std::string o = opt;
      if (a == o) {
        if (auto v = next()) {
          r.flags.push_back(o);
          r.flags.push_back(o == "-include" ? abs_path(*v) : abs_path(*v));
        }
        goto handled;
      }
      if (a.rfind(o, 0) == 0 && o != "-include" && o != "-isystem" && o != "-iquote") {
        r.flags.push_back(o + abs_path(a.substr(o.size())));
        goto handled;
      }
    }
    if (a == "-D" || a == "-U") {
      if (auto v = next()) r.flags.push_back(a + *v);
      continue;
    }
    if (a.rfind("-D", 0) == 0 || a.rfind("-U", 0) == 0 || a.rfind("-std=", 0) == 0 ||
        a.rfind("-W", 0) == 0 || a.rfind("-f", 0) == 0) {
      if (a.rfind("-Wl,", 0) == 0 || a.rfind("-Wa,", 0) == 0 || a.rfind("-Wp,", 0) == 0) continue;
      r.flags.push_back(a);
      continue;
    }
    if (a == "-o" || a == "-MF" || a == "-MT" || a == "-MQ" || a == "-x" || a == "-arch" || a == "-target") {
      next();  // options with a separate value we do not forward
    }
  handled:;
  }
  return r;
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
  std::error_code ec;
  for (fs::path dir = fs::path(file).parent_path(); !dir.empty(); dir = dir.parent_path()) {
    for (const auto& cand : {dir / "compile_commands.json", dir / "build" / "compile_commands.json"})
      if (fs::is_regular_file(cand, ec)) return cand.string();
    if (dir == dir.root_path()) break;
  }
  return std::nullopt;
}

const ProjectModel::Db* ProjectModel::load(const std::string& path) {
  std::error_code ec;
  const auto mtime = fs::last_write_time(path, ec);
  if (ec) return nullptr;
  auto it = dbs_.find(path);
  if (it != dbs_.end() && it->second.mtime == mtime) return &it->second;
  Db db{mtime, {}};
  const auto text = read_file(path);
  const auto j = nlohmann::json::parse(text.value_or(""), nullptr, false);
  if (j.is_array()) {
    for (const auto& e : j) {
      if (!e.is_object() || !e.contains("file") || !e.contains("directory")) continue;
      DbEntry d;
      d.directory = e.value("directory", "");
      const fs::path f = e.value("file", "");
      d.file = (f.is_absolute() ? f : fs::path(d.directory) / f).lexically_normal().string();
      if (e.contains("arguments") && e["arguments"].is_array()) {
        for (const auto& a : e["arguments"])
          if (a.is_string()) d.args.push_back(a.get<std::string>());
      } else if (e.contains("command") && e["command"].is_string()) {
        d.args = shell_split(e["command"].get<std::string>());
      }
      db.entries.push_back(std::move(d));
    }
  }
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
