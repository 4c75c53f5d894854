// Which files braid takes as programs, and as which language: one place for the compiler,
// the CLI (an argument naming a source) and braidd (a document it verifies). Header-only:
// braidd does not link the engine. Before, each kept its own list: braidd refused the
// preprocessed `.i` / `.ii` files the CLI took, and the CLI took `.i` but not `.ii`.
#pragma once

#include <optional>
#include <string_view>

namespace braid {

enum class SourceLanguage { C, Cxx };

// The extension of `path`'s last component ("" when it has none).
inline std::string_view source_extension(std::string_view path) {
  const std::size_t slash = path.find_last_of('/');
  const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const std::size_t dot = name.find_last_of('.');
  if (dot == std::string_view::npos || dot == 0) return {};
  return name.substr(dot);
}

inline std::optional<SourceLanguage> source_language_of(std::string_view path) {
  const std::string_view ext = source_extension(path);
  if (ext == ".c" || ext == ".i") return SourceLanguage::C;
  // ".C" is C++ for GCC and Clang on case-sensitive file systems.
  if (ext == ".cpp" || ext == ".cc" || ext == ".cxx" || ext == ".C" || ext == ".c++" || ext == ".cp" ||
      ext == ".CPP" || ext == ".ii")
    return SourceLanguage::Cxx;
  return std::nullopt;
}

inline bool is_source_file(std::string_view path) { return source_language_of(path).has_value(); }

// A preprocessed file (`gcc -E` output: `.i` for C, `.ii` for C++), as SV-COMP's tasks and
// other benchmark suites ship their programs: compiled without preprocessing it again.
inline bool is_preprocessed_source(std::string_view path) {
  const std::string_view ext = source_extension(path);
  return ext == ".i" || ext == ".ii";
}

}  // namespace braid
