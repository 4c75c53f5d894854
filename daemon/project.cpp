#include "daemon/project.h"

#include "lsp/jsonrpc.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace braid::daemon {
namespace fs = std::filesystem;

FileRead read_regular_file(const std::string& path, std::size_t max_bytes) {
  FileRead r;
  // stat first: opening some devices has effects of its own, so only regular files are opened.
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    r.error = path + ": " + std::strerror(errno);
    return r;
  }
  if (!S_ISREG(st.st_mode)) {
    r.error = path + " is not a regular file";
    return r;
  }
  // O_NONBLOCK: if the name was swapped for a FIFO since the stat, open must not wait.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    r.error = path + ": " + std::strerror(errno);
    return r;
  }
  std::string text;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    r.error = path + " is not a regular file";
  } else if (static_cast<std::size_t>(st.st_size) > max_bytes) {
    r.error = path + " is larger than " + std::to_string(max_bytes >> 20) + " MB";
  } else {
    char buf[65536];
    for (;;) {
      const ssize_t n = ::read(fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        r.error = path + ": " + std::strerror(errno);
        break;
      }
      if (n == 0) {
        r.text = std::move(text);
        break;
      }
      text.append(buf, static_cast<std::size_t>(n));
      if (text.size() > max_bytes) {  // it grew while we read
        r.error = path + " is larger than " + std::to_string(max_bytes >> 20) + " MB";
        break;
      }
    }
  }
  ::close(fd);
  return r;
}

std::optional<std::string> read_file(const std::string& path) { return read_regular_file(path).text; }

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

namespace {

bool inside(const std::string& path, const std::string& folder) {
  if (folder == "/") return true;
  return path == folder ||
         (path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 && path[folder.size()] == '/');
}

}  // namespace

std::string workspace_of(const std::string& file, const std::vector<std::string>& folders) {
  std::string best;
  for (const auto& f : folders)
    if (inside(file, f) && f.size() > best.size()) best = f;
  return best.empty() ? fs::path(file).parent_path().string() : best;
}

std::optional<std::string> find_compile_commands(const std::string& file, const std::string& workspace,
                                                 std::vector<std::string>& warnings) {
  for (fs::path dir = fs::path(file).parent_path(); !dir.empty() && inside(dir.string(), workspace);
       dir = dir.parent_path()) {
    for (const auto& cand : {dir / "compile_commands.json", dir / "build" / "compile_commands.json"}) {
      struct stat st {};
      if (::stat(cand.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
      if (st.st_uid != ::geteuid() && st.st_uid != 0) {
        warnings.push_back("ignoring " + cand.string() + ": it belongs to uid " + std::to_string(st.st_uid) +
                           ", not to this user");
        continue;
      }
      return cand.string();
    }
    if (dir.string() == workspace || dir == dir.root_path()) break;
  }
  return std::nullopt;
}

void ProjectModel::set_workspace_folders(std::vector<std::string> folders) {
  std::lock_guard lock(mutex_);
  folders_ = std::move(folders);
  dbs_.clear();
}

const ProjectModel::Db* ProjectModel::load(const std::string& path, std::vector<std::string>& warnings) {
  std::error_code ec;
  const auto mtime = fs::last_write_time(path, ec);
  if (ec) return nullptr;
  auto it = dbs_.find(path);
  if (it != dbs_.end() && it->second.mtime == mtime) return &it->second;
  Db db{mtime, {}};
  const FileRead text = read_regular_file(path, kMaxDatabaseBytes);
  if (!text.text) warnings.push_back("compilation database not read: " + text.error);
  const lsp::ParsedMessage parsed = lsp::parse_message(text.text.value_or(""));  // nesting bounded
  if (auto entries = compdb::entries_from_json(parsed.value)) db.entries = std::move(*entries);
  return &(dbs_[path] = std::move(db));
}

Target ProjectModel::resolve(const std::string& file, const std::vector<std::string>& fallback_flags,
                             const std::vector<std::string>& extra_flags) {
  std::lock_guard lock(mutex_);
  Target t;
  const std::string norm = fs::path(file).lexically_normal().string();
  t.files = {norm};
  t.directory = fs::path(norm).parent_path().string();
  t.workspace = workspace_of(norm, folders_);
  t.include_roots = {t.workspace};
  const DbEntry* own = nullptr;
  const Db* db = nullptr;
  if (auto path = find_compile_commands(norm, t.workspace, t.warnings)) {
    db = load(*path, t.warnings);
    if (db) {
      t.database = *path;
      for (const auto& e : db->entries)
        if (e.file == norm) own = &e;
    }
  }
  const FileRead source = read_regular_file(norm);
  if (!source.text) t.error = source.error;
  const std::string text = source.text.value_or("");
  t.has_main = defines_main(text);
  if (own) {
    t.directory = own->directory;
    if (!own->directory.empty() && own->directory != t.workspace) t.include_roots.push_back(own->directory);
    FilteredFlags ff = filter_flags(own->args, own->directory);
    t.flags = ff.flags;
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
  t.flags = flags_for_cli(t.flags, t.warnings);
  return t;
}

std::vector<std::string> flags_for_cli(const std::vector<std::string>& flags, std::vector<std::string>& warnings) {
  // The options of `braid check` whose value is the next argument (cli/main.cpp).
  static const std::set<std::string> kTakesValue{"-I", "-D", "-U", "-include", "-isystem", "-x", "-iquote", "-idirafter"};
  std::vector<std::string> out;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    const std::string& f = flags[i];
    if (f.rfind("--", 0) == 0) {
      warnings.push_back("ignoring compiler flag `" + f + "`: braid's own options (--…) cannot come from compiler flags");
      continue;
    }
    if (f.empty() || f.front() != '-') {
      warnings.push_back("ignoring compiler flag `" + f + "`: not an option (source files are not added by flags)");
      continue;
    }
    out.push_back(f);
    if (kTakesValue.count(f) && i + 1 < flags.size()) out.push_back(flags[++i]);
  }
  return out;
}

}  // namespace braid::daemon
