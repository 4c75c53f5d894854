#include "lsp/text_document.h"

#include <algorithm>

namespace braid::lsp {

void to_json(json& j, const Position& p) { j = json{{"line", p.line}, {"character", p.character}}; }
void from_json(const json& j, Position& p) {
  if (!j.is_object() || !j.at("line").is_number_integer() || !j.at("character").is_number_integer())
    throw RpcError(error_code::kInvalidParams, "invalid Position");
  p.line = j.at("line").get<int>();
  p.character = j.at("character").get<int>();
  if (p.line < 0 || p.character < 0) throw RpcError(error_code::kInvalidParams, "negative Position");
}
void to_json(json& j, const Range& r) { j = json{{"start", r.start}, {"end", r.end}}; }
void from_json(const json& j, Range& r) {
  if (!j.is_object()) throw RpcError(error_code::kInvalidParams, "invalid Range");
  r.start = j.at("start").get<Position>();
  r.end = j.at("end").get<Position>();
}

namespace {

// Start offset of 0-based `line`, or npos if the text has fewer lines.
std::size_t line_start(std::string_view text, int line) {
  std::size_t off = 0;
  for (int l = 0; l < line; ++l) {
    const std::size_t nl = text.find_first_of("\r\n", off);
    if (nl == std::string_view::npos) return std::string_view::npos;
    off = nl + ((text[nl] == '\r' && nl + 1 < text.size() && text[nl + 1] == '\n') ? 2 : 1);
  }
  return off;
}

std::size_t line_end(std::string_view text, std::size_t start) {
  const std::size_t nl = text.find_first_of("\r\n", start);
  return nl == std::string_view::npos ? text.size() : nl;
}

// Length in bytes of the UTF-8 sequence starting with `lead` (1 for invalid bytes, so
// malformed text still makes progress).
std::size_t utf8_len(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

}  // namespace

std::size_t offset_of(std::string_view text, Position pos) {
  const std::size_t start = line_start(text, pos.line);
  if (start == std::string_view::npos) return text.size();
  const std::size_t end = line_end(text, start);
  std::size_t off = start;
  int units = 0;
  while (off < end && units < pos.character) {
    const std::size_t len = std::min(utf8_len(static_cast<unsigned char>(text[off])), end - off);
    const int u = len == 4 ? 2 : 1;  // code points outside the BMP are surrogate pairs
    if (units + u > pos.character) break;  // a position inside a surrogate pair: stay before it
    units += u;
    off += len;
  }
  return off;
}

Position position_of(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  Position p;
  std::size_t start = 0;
  for (;;) {
    const std::size_t nl = text.find_first_of("\r\n", start);
    if (nl == std::string_view::npos || nl >= offset) break;
    const std::size_t next = nl + ((text[nl] == '\r' && nl + 1 < text.size() && text[nl + 1] == '\n') ? 2 : 1);
    if (next > offset) break;  // offset between \r and \n: treat as end of that line
    start = next;
    ++p.line;
  }
  for (std::size_t off = start; off < offset;) {
    const std::size_t len = utf8_len(static_cast<unsigned char>(text[off]));
    p.character += len == 4 ? 2 : 1;
    off += len;
  }
  return p;
}

Position position_from_line_col(std::string_view text, int line1, int column1) {
  const int line = std::max(line1 - 1, 0);
  const std::size_t start = line_start(text, line);
  if (start == std::string_view::npos) return Position{line, std::max(column1 - 1, 0)};
  const std::size_t end = line_end(text, start);
  const std::size_t off = std::min(start + static_cast<std::size_t>(std::max(column1 - 1, 0)), end);
  return position_of(text, off);
}

std::string_view line_text(std::string_view text, int line) {
  const std::size_t start = line_start(text, line);
  if (start == std::string_view::npos) return {};
  return text.substr(start, line_end(text, start) - start);
}

void TextDocument::apply_change(const json& change) {
  if (!change.is_object() || !change.contains("text") || !change.at("text").is_string())
    throw RpcError(error_code::kInvalidParams, "content change without text");
  const std::string& new_text = change.at("text").get_ref<const std::string&>();
  if (!change.contains("range")) {
    text = new_text;
    return;
  }
  const Range r = change.at("range").get<Range>();
  std::size_t a = offset_of(text, r.start);
  std::size_t b = offset_of(text, r.end);
  if (b < a) std::swap(a, b);
  text.replace(a, b - a, new_text);
}

TextDocument* DocumentStore::find(const std::string& uri) {
  auto it = docs_.find(uri);
  return it == docs_.end() ? nullptr : &it->second;
}

}  // namespace braid::lsp
