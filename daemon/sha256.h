// SHA-256 for cache keys (no crypto dependency just for this).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace braid::daemon {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view data);
  std::string hex();  // finalises

 private:
  void block(const unsigned char* p);
  std::array<std::uint32_t, 8> h_;
  std::array<unsigned char, 64> buf_{};
  std::size_t buf_len_ = 0;
  std::uint64_t total_ = 0;
};

}  // namespace braid::daemon
