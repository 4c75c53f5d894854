// A compiled, instrumented program: immutable once built, shared by every instance that
// runs it (one per worker thread). Holds the instrumented module as bitcode so that each
// instance materialises its own copy, with its own globals, in its own LLVM context.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "model/execution.h"
#include "model/location.h"
#include "runtime/runtime.h"

namespace llvm {
class Module;
}

namespace braid {

class ProgramInstance;

class Program {
 public:
  // Takes the instrumented module (consumed: serialised to bitcode) and its locations.
  // `files_checked_as_cxx20`: CompileResult's (frontend/compiler.h), for the verdict's note.
  Program(llvm::Module& instrumented, LocationTable locations, std::vector<std::string> files,
          std::vector<std::string> flags, std::vector<std::string> files_checked_as_cxx20 = {});
  // A program as the compile cache stored it (jit/program_cache.h): its bitcode is already
  // instrumented and has the globals table.
  Program(std::string bitcode, LocationTable locations, std::vector<std::string> defined_symbols,
          std::vector<std::string> files, std::vector<std::string> flags, std::string object = {},
          std::vector<std::string> files_checked_as_cxx20 = {});

  const LocationTable& locations() const { return locations_; }
  const std::string& hash() const { return hash_; }  // hex digest of the instrumented program
  const std::vector<std::string>& files() const { return files_; }
  const std::vector<std::string>& flags() const { return flags_; }
  // C++ files without -std compiled as C++20 because they do not compile as C++17.
  const std::vector<std::string>& files_checked_as_cxx20() const { return files_checked_as_cxx20_; }

  // A fresh runnable instance (JIT-compiled, static constructors run, globals snapshotted).
  // Throws std::runtime_error when the JIT fails (e.g. an undefined symbol).
  std::unique_ptr<ProgramInstance> instantiate(const runtime::RuntimeConfig& config) const;

  const std::string& bitcode() const { return bitcode_; }
  const std::vector<std::string>& defined_symbols() const { return defined_symbols_; }

  // The program module's machine code for this host (an ELF object), once the first
  // instance compiled it or the compile cache provided it; null before. Instances reuse it
  // instead of running the code generator again. Thread-safe.
  std::shared_ptr<const std::string> object() const;
  void set_object(std::string object) const;

 private:
  LocationTable locations_;
  std::vector<std::string> files_;
  std::vector<std::string> flags_;
  std::vector<std::string> files_checked_as_cxx20_;
  std::string bitcode_;
  std::string hash_;
  std::vector<std::string> defined_symbols_;  // functions the program defines itself
  mutable std::mutex object_mutex_;
  mutable std::shared_ptr<const std::string> object_;  // a cache of the code generator's output
};

// The identifier of the program's module in the JIT.
inline constexpr const char* kProgramModuleName = "braid-program";

// Names of the symbols the instrumented module exports so the instance can find its
// writable globals (added by Program's constructor).
inline constexpr const char* kGlobalsTableSymbol = "__braid_globals";
inline constexpr const char* kGlobalSizesSymbol = "__braid_global_sizes";
inline constexpr const char* kGlobalCountSymbol = "__braid_global_count";

}  // namespace braid
