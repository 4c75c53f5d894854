#include "compdb/compile_db.h"

#include <filesystem>

#include <nlohmann/json.hpp>

namespace braid::compdb {
namespace fs = std::filesystem;

std::optional<std::vector<DbEntry>> parse_entries(const std::string& json_text) {
  return entries_from_json(nlohmann::json::parse(json_text, nullptr, false));
}

std::optional<std::vector<DbEntry>> entries_from_json(const nlohmann::json& j) {
  if (!j.is_array()) return std::nullopt;
  std::vector<DbEntry> entries;
  for (const auto& e : j) {
    if (!e.is_object() || !e.contains("file") || !e.contains("directory")) continue;
    if (!e["file"].is_string() || !e["directory"].is_string()) continue;
    DbEntry d;
    d.directory = e["directory"].get<std::string>();
    const fs::path f = e["file"].get<std::string>();
    d.file = (f.is_absolute() ? f : fs::path(d.directory) / f).lexically_normal().string();
    if (e.contains("arguments") && e["arguments"].is_array()) {
      for (const auto& a : e["arguments"])
        if (a.is_string()) d.args.push_back(a.get<std::string>());
    } else if (e.contains("command") && e["command"].is_string()) {
      d.args = shell_split(e["command"].get<std::string>());
    }
    entries.push_back(std::move(d));
  }
  return entries;
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

std::optional<std::string> find_database(const std::string& file, const LookupPolicy& policy) {
  std::error_code ec;
  for (fs::path dir = fs::path(file).parent_path(); !dir.empty(); dir = dir.parent_path()) {
    for (const std::string& sub : policy.subdirectories) {
      const fs::path cand = (sub.empty() ? dir : dir / sub) / "compile_commands.json";
      if (fs::is_regular_file(cand, ec)) return cand.string();
    }
    if (!policy.search_parents || dir == dir.root_path()) break;
  }
  return std::nullopt;
}

std::string database_in(const std::string& build_dir) {
  const fs::path p(build_dir);
  if (p.filename() == "compile_commands.json") return p.string();
  return (p / "compile_commands.json").string();
}

}  // namespace braid::compdb
