#include "runtime/program_input_json.h"

#include <stdexcept>

namespace braid::runtime {

nlohmann::json input_json(const ProgramInput& input) {
  nlohmann::json j = {{"args", input.args}};
  const std::string* bytes = input.stdin_source ? input.stdin_source->loaded_bytes() : nullptr;
  if (bytes) {
    static const char* const kHex = "0123456789abcdef";
    std::string hex;
    hex.reserve(bytes->size() * 2);
    for (unsigned char c : *bytes) {
      hex += kHex[c >> 4];
      hex += kHex[c & 15];
    }
    j["stdin_hex"] = std::move(hex);
  }
  return j;
}

ProgramInput input_from_json(const nlohmann::json& j) {
  ProgramInput input;
  if (!j.is_object()) return input;
  if (j.contains("args")) input.args = j.at("args").get<std::vector<std::string>>();
  if (j.contains("stdin_hex")) {
    const std::string hex = j.at("stdin_hex").get<std::string>();
    if (hex.size() % 2) throw std::invalid_argument("trace: malformed stdin_hex");
    auto digit = [](char c) -> int {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      throw std::invalid_argument("trace: malformed stdin_hex");
    };
    std::string bytes;
    for (std::size_t i = 0; i < hex.size(); i += 2)
      bytes += static_cast<char>(digit(hex[i]) * 16 + digit(hex[i + 1]));
    input.stdin_source = StdinSource::from_bytes(std::move(bytes));
  }
  return input;
}

}  // namespace braid::runtime
