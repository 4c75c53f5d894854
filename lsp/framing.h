// LSP base protocol framing: "Content-Length: N\r\n[other headers]\r\n\r\n<N bytes of JSON>".
// The parser is incremental (bytes may arrive split or merged arbitrarily) and recovers from
// malformed headers by skipping to the next header terminator, so one bad frame never
// takes the connection down.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace braid::lsp {

struct Frame {
  bool ok = true;    // false: a framing error; `text` then describes it
  std::string text;  // the message body (ok) or the error description (!ok)
};

class FrameParser {
 public:
  // Frames larger than this are rejected (and skipped) instead of buffered.
  static constexpr std::size_t kMaxBody = 64u << 20;
  // A declared length above this is not an honest oversized message but a broken header:
  // it is refused and parsing resumes right after it, instead of skipping input for ever.
  static constexpr std::size_t kMaxSkip = std::size_t{1} << 30;
  // A header block longer than this without "\r\n\r\n" is garbage: drop it.
  static constexpr std::size_t kMaxHeader = 8u << 10;

  void feed(std::string_view bytes) { buf_.append(bytes); }
  // The next complete frame or framing error, if any.
  std::optional<Frame> next();
  std::size_t buffered() const { return buf_.size() - pos_; }

 private:
  void compact();
  std::string buf_;
  std::size_t pos_ = 0;        // start of unconsumed data in buf_
  std::size_t body_len_ = 0;   // when in_body_: the length announced by the header
  bool in_body_ = false;
  std::size_t skip_ = 0;       // bytes of an oversized body still to discard
};

std::string encode_frame(std::string_view body);

}  // namespace braid::lsp
