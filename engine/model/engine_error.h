// Why the engine gave no verdict, as a type: the CLI writes it into its JSON ("error.kind",
// docs/json-schema.md) and braidd acts on the kind, never on the wording.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace braid {

enum class ErrorKind {
  Usage,             // a bad option or argument
  CompileError,      // Clang refused the program
  Unsupported,       // the program uses a construct braid cannot verify
  LinkError,         // the program compiled but a symbol is missing (JIT link)
  Limit,             // a hard limit of the engine or the algorithm was exceeded
  AlgorithmRefused,  // the chosen algorithm cannot explore this program; another can
  Internal,          // braid's own bug
};

constexpr std::string_view to_string(ErrorKind k) {
  switch (k) {
    case ErrorKind::Usage: return "usage";
    case ErrorKind::CompileError: return "compile";
    case ErrorKind::Unsupported: return "unsupported";
    case ErrorKind::LinkError: return "link";
    case ErrorKind::Limit: return "limit";
    case ErrorKind::AlgorithmRefused: return "algorithm-refused";
    case ErrorKind::Internal: return "internal";
  }
  return "internal";
}

// The chosen algorithm cannot explore this program (or does not exist); `suggested` names
// one that can. An invalid_argument: the exit status stays 2 ("usage"), as before.
class AlgorithmRefused : public std::invalid_argument {
 public:
  AlgorithmRefused(const std::string& message, std::string algorithm, std::string suggested)
      : std::invalid_argument(message), algorithm_(std::move(algorithm)), suggested_(std::move(suggested)) {}
  const std::string& algorithm() const { return algorithm_; }
  const std::string& suggested() const { return suggested_; }

 private:
  std::string algorithm_, suggested_;
};

// The JIT could not resolve a symbol the program needs.
class LinkError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A hard limit of the engine or of the algorithm was exceeded (the run cannot continue).
class LimitError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace braid
