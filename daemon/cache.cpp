#include "daemon/cache.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "daemon/project.h"
#include "daemon/sha256.h"

namespace braid::daemon {
namespace fs = std::filesystem;

namespace {
bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80; }
}  // namespace

Normalised normalise(const std::string& raw) {
  // Comments become spaces first (lines/columns unchanged), then tokens are cut.
  const std::string text = strip_comments(raw);
  Normalised n;
  int line = 1;
  std::size_t line_start = 0;
  bool space_before = false;
  bool at_line_start = true;  // only whitespace so far on this logical line
  bool in_directive = false;
  bool prev_punct = false;
  std::vector<std::string> directive;  // tokens of the current preprocessor line
  const std::size_t len = text.size();
  std::size_t i = 0;
  auto end_directive = [&] {
    if (!in_directive) return;
    n.canonical += "\x1e";  // directive boundaries matter to the preprocessor
    prev_punct = false;
    if (directive.size() >= 3 && directive[1] == "include" && directive[2].size() >= 2 && directive[2].front() == '"')
      n.local_includes.push_back(directive[2].substr(1, directive[2].size() - 2));
    directive.clear();
    in_directive = false;
  };
  while (i < len) {
    const char c = text[i];
    if (c == '\\' && i + 1 < len && text[i + 1] == '\n') {  // line splice
      i += 2;
      ++line;
      line_start = i;
      space_before = true;
      continue;
    }
    if (c == '\n') {
      end_directive();
      ++i;
      ++line;
      line_start = i;
      space_before = true;
      at_line_start = true;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      ++i;
      space_before = true;
      continue;
    }
    const std::size_t start = i;
    if (is_word(c)) {
      while (i < len && (is_word(text[i]) || (text[i] == '.' && std::isdigit(static_cast<unsigned char>(text[start]))))) ++i;
      // String prefixes (u8"", L'') are part of the literal token.
      if (i < len && (text[i] == '"' || text[i] == '\'') && i - start <= 2) goto literal;
    } else if (c == '"' || c == '\'') {
    literal:
      const char q = text[i];
      ++i;
      while (i < len && text[i] != q && text[i] != '\n') i += (text[i] == '\\' && i + 1 < len) ? 2 : 1;
      if (i < len && text[i] == q) ++i;
    } else {
      ++i;  // punctuation: one character per token; space markers keep the distinctions
    }
    const std::string tok = text.substr(start, i - start);
    if (at_line_start && tok == "#") in_directive = true;
    if (in_directive) directive.push_back(tok);
    // Tokens are \x1f-separated, so whitespace only matters between two punctuation
    // characters (`a+ +b` is not `a++b`); everywhere else it is dropped.
    const bool punct = tok.size() == 1 && !is_word(tok[0]) && tok[0] != '"' && tok[0] != '\'';
    if (space_before && punct && prev_punct) n.canonical += ' ';
    prev_punct = punct;
    n.canonical += tok;
    n.canonical += '\x1f';
    n.tokens.push_back(Token{line, static_cast<int>(start - line_start) + 1});
    space_before = false;
    at_line_start = false;
  }
  end_directive();
  return n;
}

Snapshot snapshot(const std::vector<std::string>& sources, const std::vector<std::string>& flags,
                  const std::string& options_fingerprint) {
  Snapshot s;
  std::vector<std::string> include_dirs;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    const std::string& f = flags[i];
    if ((f == "-I" || f == "-iquote") && i + 1 < flags.size()) include_dirs.push_back(flags[++i]);
    else if (f.rfind("-I", 0) == 0 && f.size() > 2) include_dirs.push_back(f.substr(2));
  }
  std::vector<std::string> work(sources.begin(), sources.end());
  std::set<std::string> seen;
  while (!work.empty() && seen.size() < 512) {
    const std::string path = work.back();
    work.pop_back();
    if (!seen.insert(path).second) continue;
    const auto text = read_file(path);
    if (!text) continue;  // vanished or unreadable: the engine will complain, not us
    Normalised n = normalise(*text);
    std::error_code ec;
    for (const auto& inc : n.local_includes) {
      std::vector<fs::path> cands{fs::path(path).parent_path() / inc};
      for (const auto& d : include_dirs) cands.push_back(fs::path(d) / inc);
      for (const auto& c : cands)
        if (fs::is_regular_file(c, ec)) {
          work.push_back(c.lexically_normal().string());
          break;
        }
    }
    s.files.emplace(path, std::move(n));
  }
  rekey(s, sources, flags, options_fingerprint);
  return s;
}

void rekey(Snapshot& s, const std::vector<std::string>& sources, const std::vector<std::string>& flags,
           const std::string& options_fingerprint) {
  Sha256 h;
  for (const auto& src : sources) h.update(src + "\x1d");  // the set and order of TUs matter
  for (const auto& [path, n] : s.files) {
    h.update(path);
    h.update("\x1d");
    h.update(n.canonical);
    h.update("\x1d");
  }
  for (const auto& f : flags) h.update(f + "\x1d");
  h.update(options_fingerprint);
  s.key = h.hex();
}

namespace {

void remap_one(nlohmann::json& loc, const Snapshot& from, const Snapshot& to) {
  const auto& file = loc["file"];
  if (!file.is_string() || !loc["line"].is_number_integer()) return;
  const auto f = from.files.find(file.get<std::string>());
  const auto t = to.files.find(file.get<std::string>());
  if (f == from.files.end() || t == to.files.end() || f->second.tokens.size() != t->second.tokens.size()) return;
  const int line = loc["line"].get<int>();
  const int col = loc.contains("column") && loc["column"].is_number_integer() ? loc["column"].get<int>() : 1;
  const auto& ft = f->second.tokens;
  // Last token starting at or before (line, col).
  auto it = std::upper_bound(ft.begin(), ft.end(), Token{line, col}, [](const Token& a, const Token& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  if (it == ft.begin()) return;  // before the first token: nothing moved it
  const std::size_t idx = static_cast<std::size_t>(it - ft.begin()) - 1;
  const Token& old_tok = ft[idx];
  const Token& new_tok = t->second.tokens[idx];
  if (old_tok.line == line) {
    loc["line"] = new_tok.line;
    if (loc.contains("column")) loc["column"] = new_tok.column + (col - old_tok.column);
  } else {
    loc["line"] = new_tok.line + (line - old_tok.line);
  }
}

}  // namespace

void remap_locations(nlohmann::json& j, const Snapshot& from, const Snapshot& to) {
  if (j.is_object()) {
    if (j.contains("file") && j.contains("line")) remap_one(j, from, to);
    for (auto& [k, v] : j.items()) remap_locations(v, from, to);
  } else if (j.is_array()) {
    for (auto& v : j) remap_locations(v, from, to);
  }
}

const CachedResult* ResultCache::find(const std::string& key) {
  auto it = entries_.find(key);
  if (it == entries_.end()) return nullptr;
  it->second.tick = ++tick_;
  return &it->second.result;
}

void ResultCache::put(const std::string& key, CachedResult r) {
  const std::size_t bytes = r.result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).size();
  if (auto it = entries_.find(key); it != entries_.end()) {
    bytes_ -= it->second.bytes;
    entries_.erase(it);
  }
  if (bytes > max_bytes_) return;
  entries_[key] = Entry{++tick_, bytes, std::move(r)};
  bytes_ += bytes;
  while (entries_.size() > capacity_ || bytes_ > max_bytes_) {
    auto oldest = std::min_element(entries_.begin(), entries_.end(),
                                   [](const auto& a, const auto& b) { return a.second.tick < b.second.tick; });
    bytes_ -= oldest->second.bytes;
    entries_.erase(oldest);
  }
}

}  // namespace braid::daemon
