// A built Program through the persistent compile cache (frontend/compile_cache.h): the
// lookup runs Clang's preprocessor only; a hit skips compiling, instrumenting and
// optimising.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "frontend/compiler.h"

namespace braid {

class Program;

// One build's view of the cache: the key of the request (when it can be cached) and the
// open cache directory.
//
// The key is found in two levels (docs/frontend.md, "Compile cache"). First, a key of the
// compile command alone (compile_command_fingerprint: flags, include roots, per file its path
// and cc1 arguments; no program file read) names a small record: the full key of the last
// fingerprint made for that command and the file-system probes of its preprocessor run
// (frontend/file_probes.h). When the file system still answers every probe the same way
// (every file read has the same contents, every path looked at the same type and identity
// or the same error), the preprocessor would print the same text: the recorded key is the
// key, and the preprocessor does not run. Otherwise (or with no record, or with probes that
// cannot stand for the text: __DATE__, __TIME__, a directory listed, ...) the preprocessor
// makes the fingerprint as before, and its probes are recorded for the next lookup.
struct ProgramCacheLookup {
  enum class KeyFrom { None, Probes, Preprocessor };
  std::optional<std::string> key;  // nullopt: not cached (disabled, or no fingerprint)
  KeyFrom key_from = KeyFrom::None;  // how `key` was found
  std::shared_ptr<const Program> program;  // a hit
  std::string diagnostics;                 // the hit's build diagnostics (Clang's warnings)
};

// Looks `request` up when request.use_cache is set (otherwise does nothing).
ProgramCacheLookup lookup_cached_program(const CompileRequest& request);

// Stores a successful build under the lookup's key (no-op without a key).
void store_cached_program(const ProgramCacheLookup& lookup, const Program& program,
                          const std::string& diagnostics);

}  // namespace braid
