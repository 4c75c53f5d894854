// Open documents and their text, kept in sync with the client (full and incremental sync).
// LSP positions count UTF-16 code units within a line; the text is stored as UTF-8, so
// every conversion walks the line's code points.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "lsp/jsonrpc.h"

namespace braid::lsp {

struct Position {
  int line = 0;
  int character = 0;  // UTF-16 code units
  friend bool operator==(const Position&, const Position&) = default;
};

struct Range {
  Position start;
  Position end;
  friend bool operator==(const Range&, const Range&) = default;
};

void to_json(json& j, const Position& p);
void from_json(const json& j, Position& p);
void to_json(json& j, const Range& r);
void from_json(const json& j, Range& r);

// Byte offset of an LSP position in UTF-8 text. Lines end at "\n", "\r\n" or "\r" (LSP 3.17).
// Out-of-range characters clamp to the end of the line; out-of-range lines to the end of text.
std::size_t offset_of(std::string_view text, Position pos);
// The LSP position of a byte offset (clamped to the text).
Position position_of(std::string_view text, std::size_t offset);
// The LSP position of a 1-based (line, byte column) as compilers report them.
Position position_from_line_col(std::string_view text, int line1, int column1);
// The text of 0-based line `line` without its terminator ("" if absent).
std::string_view line_text(std::string_view text, int line);

struct TextDocument {
  std::string uri;
  std::string language_id;
  int version = 0;
  std::string text;

  // One TextDocumentContentChangeEvent: {text} (full) or {range, text} (incremental).
  // Throws RpcError(InvalidParams) on malformed events.
  void apply_change(const json& change);
};

class DocumentStore {
 public:
  void open(TextDocument doc) { docs_[doc.uri] = std::move(doc); }
  void close(const std::string& uri) { docs_.erase(uri); }
  TextDocument* find(const std::string& uri);
  const std::map<std::string, TextDocument>& all() const { return docs_; }

 private:
  std::map<std::string, TextDocument> docs_;
};

}  // namespace braid::lsp
