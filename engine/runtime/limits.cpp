#include "runtime/limits.h"

#include <cctype>
#include <stdexcept>

namespace braid::runtime {

std::size_t parse_byte_size(const std::string& text) {
  std::size_t used = 0;
  unsigned long long n = 0;
  try {
    n = std::stoull(text, &used);
  } catch (const std::exception&) {
    throw std::invalid_argument("expected a size such as 512M, got '" + text + "'");
  }
  std::string suffix = text.substr(used);
  for (char& c : suffix) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (!suffix.empty() && suffix.back() == 'B') suffix.pop_back();
  if (suffix.size() == 2 && suffix[1] == 'I') suffix.pop_back();  // KiB, MiB, GiB
  unsigned shift = 0;
  if (suffix.empty()) shift = 0;
  else if (suffix == "K") shift = 10;
  else if (suffix == "M") shift = 20;
  else if (suffix == "G") shift = 30;
  else throw std::invalid_argument("expected a size such as 512M, got '" + text + "'");
  if (n > (kImpossibleAllocation >> shift)) throw std::invalid_argument("size too large: '" + text + "'");
  return static_cast<std::size_t>(n) << shift;
}

std::string describe_bytes(std::size_t bytes) {
  if (bytes >= (1u << 30) && bytes % (1u << 30) == 0) return std::to_string(bytes >> 30) + " GiB";
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace braid::runtime
