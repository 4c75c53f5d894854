#include "lsp/framing.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace braid::lsp {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

void FrameParser::compact() {
  // Amortised: only move memory once the consumed prefix dominates the buffer.
  if (pos_ > 4096 && pos_ * 2 > buf_.size()) {
    buf_.erase(0, pos_);
    pos_ = 0;
  }
}

std::optional<Frame> FrameParser::next() {
  for (;;) {
    if (skip_ > 0) {
      const std::size_t n = std::min(skip_, buf_.size() - pos_);
      pos_ += n;
      skip_ -= n;
      compact();
      if (skip_ > 0) return std::nullopt;
    }
    if (in_body_) {
      if (buf_.size() - pos_ < body_len_) return std::nullopt;
      Frame f{true, buf_.substr(pos_, body_len_)};
      pos_ += body_len_;
      in_body_ = false;
      compact();
      return f;
    }
    const std::string_view rest(buf_.data() + pos_, buf_.size() - pos_);
    const std::size_t end = rest.find("\r\n\r\n");
    if (end == std::string_view::npos) {
      if (rest.size() > kMaxHeader) {
        // Keep the last 3 bytes: they may be the start of a terminator.
        pos_ = buf_.size() - 3;
        compact();
        return Frame{false, "header block too long without \\r\\n\\r\\n"};
      }
      return std::nullopt;
    }
    const std::string_view headers = rest.substr(0, end);
    pos_ += end + 4;
    std::optional<std::size_t> length;
    std::string error;
    std::size_t start = 0;
    while (start <= headers.size()) {
      std::size_t eol = headers.find("\r\n", start);
      if (eol == std::string_view::npos) eol = headers.size();
      const std::string_view line = headers.substr(start, eol - start);
      start = eol + 2;
      if (line.empty()) continue;
      const std::size_t colon = line.find(':');
      if (colon == std::string_view::npos) {
        error = "malformed header line (no ':')";
        break;
      }
      const std::string_view name = trim(line.substr(0, colon));
      const std::string_view value = trim(line.substr(colon + 1));
      if (iequals(name, "Content-Length")) {
        std::size_t n = 0;
        auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || p != value.data() + value.size()) {
          error = "invalid Content-Length value";
          break;
        }
        length = n;
      }
      // Content-Type and unknown headers are accepted and ignored (only utf-8 is used).
    }
    if (error.empty() && !length) error = "missing Content-Length header";
    if (!error.empty()) {
      compact();
      return Frame{false, error};
    }
    if (*length > kMaxSkip) {
      compact();
      return Frame{false, "Content-Length " + std::to_string(*length) + " is not plausible (limit " +
                              std::to_string(kMaxBody) + " bytes); header dropped"};
    }
    if (*length > kMaxBody) {
      skip_ = *length;
      return Frame{false, "message too large (" + std::to_string(*length) + " bytes, limit " +
                              std::to_string(kMaxBody) + "); skipped"};
    }
    body_len_ = *length;
    in_body_ = true;
  }
}

std::string encode_frame(std::string_view body) {
  std::string out = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
  out.append(body);
  return out;
}

}  // namespace braid::lsp
