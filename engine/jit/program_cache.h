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
struct ProgramCacheLookup {
  std::optional<std::string> key;  // nullopt: not cached (disabled, or no fingerprint)
  std::shared_ptr<const Program> program;  // a hit
  std::string diagnostics;                 // the hit's build diagnostics (Clang's warnings)
};

// Looks `request` up when request.use_cache is set (otherwise does nothing).
ProgramCacheLookup lookup_cached_program(const CompileRequest& request);

// Stores a successful build under the lookup's key (no-op without a key).
void store_cached_program(const ProgramCacheLookup& lookup, const Program& program,
                          const std::string& diagnostics);

}  // namespace braid
