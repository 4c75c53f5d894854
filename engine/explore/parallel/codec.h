// Bytes in, bytes out: the little codec work units are written with. Fixed little-endian
// layout with LEB128 varints, independent of the host, so a unit written on one machine
// (or saved to disk) reads back on another. A reader never trusts its input: truncated or
// malformed bytes throw CodecError instead of reading past the end.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model/event.h"

namespace braid {
class Executor;
}

namespace braid::parallel {

struct CodecError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Events carry addresses of one program instance (and values that may be pointers): with
// an executor, a writer stores them in their portable form (Executor::portable_address)
// and a reader turns them into addresses of its own instance, so that a unit given by one
// worker means the same to another, on another machine, or read back from disk.
class ByteWriter {
 public:
  explicit ByteWriter(const Executor* addresses = nullptr) : addresses_(addresses) {}
  void u8(std::uint8_t v) { bytes_.push_back(v); }
  void varint(std::uint64_t v) {
    while (v >= 0x80) {
      bytes_.push_back(static_cast<std::uint8_t>(v | 0x80));
      v >>= 7;
    }
    bytes_.push_back(static_cast<std::uint8_t>(v));
  }
  void boolean(bool v) { u8(v ? 1 : 0); }
  void string(std::string_view s) {
    varint(s.size());
    bytes_.insert(bytes_.end(), s.begin(), s.end());
  }
  void bytes(std::span<const std::uint8_t> b) {
    varint(b.size());
    bytes_.insert(bytes_.end(), b.begin(), b.end());
  }
  template <class T>
  void varints(const std::vector<T>& v) {
    varint(v.size());
    for (const T& x : v) varint(static_cast<std::uint64_t>(x));
  }
  void event(const Event& e);
  void events(const std::vector<Event>& v) {
    varint(v.size());
    for (const Event& e : v) event(e);
  }
  std::vector<std::uint8_t> take() { return std::move(bytes_); }
  std::size_t size() const { return bytes_.size(); }

 private:
  const Executor* addresses_;
  std::vector<std::uint8_t> bytes_;
};

class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes, Executor* addresses = nullptr)
      : addresses_(addresses), bytes_(bytes) {}
  std::uint8_t u8() {
    if (at_ >= bytes_.size()) throw CodecError("work unit: truncated");
    return bytes_[at_++];
  }
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (unsigned shift = 0; shift < 64; shift += 7) {
      const std::uint8_t b = u8();
      v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
    throw CodecError("work unit: malformed varint");
  }
  std::uint32_t u32() {
    const std::uint64_t v = varint();
    if (v > UINT32_MAX) throw CodecError("work unit: value out of range");
    return static_cast<std::uint32_t>(v);
  }
  bool boolean() { return u8() != 0; }
  // A count of elements that each take at least one byte: bounded by what is left, so a
  // corrupt count cannot make the reader allocate gigabytes.
  std::size_t count() {
    const std::uint64_t n = varint();
    if (n > bytes_.size() - at_) throw CodecError("work unit: count beyond the end");
    return static_cast<std::size_t>(n);
  }
  std::string string() {
    const std::size_t n = count();
    std::string s(reinterpret_cast<const char*>(bytes_.data() + at_), n);
    at_ += n;
    return s;
  }
  std::vector<std::uint8_t> bytes() {
    const std::size_t n = count();
    std::vector<std::uint8_t> b(bytes_.begin() + static_cast<std::ptrdiff_t>(at_),
                                bytes_.begin() + static_cast<std::ptrdiff_t>(at_ + n));
    at_ += n;
    return b;
  }
  template <class T>
  std::vector<T> varints() {
    std::vector<T> v(count());
    for (T& x : v) x = static_cast<T>(varint());
    return v;
  }
  Event event();
  std::vector<Event> events() {
    std::vector<Event> v(count());
    for (Event& e : v) e = event();
    return v;
  }
  bool done() const { return at_ == bytes_.size(); }

 private:
  Executor* addresses_;
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
};

}  // namespace braid::parallel
