// Which compiler flags braid accepts, decided on the parsed compiler invocation (Clang's own
// option tables), never on spellings: `-fpass-plugin=x`, `-Xclang=-fpass-plugin=x` and
// `-Xclang -load -Xclang x` are one option to this code. The one filter for every flag that
// reaches the compiler: the CLI's, the compilation database's and the editor settings' (braidd
// passes those to `braid`, which compiles through here). docs/security.md explains why.
#pragma once

#include <string>
#include <vector>

namespace clang {
class CompilerInvocation;
}

namespace braid {

struct FlagPolicy {
  // Folders include-like flags (-I, -include, -imacros, -isystem, --sysroot, ...) may name,
  // besides the system folders (/usr, Clang's resource dir, braid's own headers). Empty:
  // any folder (the CLI run by its user). braidd passes the workspace (--include-root).
  std::vector<std::string> include_roots;
};

struct PolicyOutcome {
  std::vector<std::string> flags;  // the accepted flags, in their original spelling
  std::string diagnostics;         // "warning: ..." for dropped flags, "error: ..." for refused ones
  bool refused = false;            // a flag was refused: do not compile
};

// Drops code-loading and pass-through flags (plugins, pass plugins, -load, -Wl, -Xlinker,
// -mllvm, ...) with a warning naming them, and refuses response files, config files and
// include-like flags naming a file outside the allowed folders with an error naming them.
PolicyOutcome apply_flag_policy(const std::vector<std::string>& flags, const FlagPolicy& policy);

// The last word, on the cc1 invocation Clang built: whatever spelling reached it, no plugin,
// pass plugin or LLVM option is loaded, and every include file and search folder is allowed.
// Appends an error per violation to `diagnostics`; false if there was one.
bool invocation_allowed(const clang::CompilerInvocation& invocation, const FlagPolicy& policy,
                        std::string& diagnostics);

// True if `path` (made absolute against the working directory, symbolic links resolved) is
// inside one of the policy's roots or a system folder. Always true when there are no roots.
bool path_allowed(const std::string& path, const FlagPolicy& policy);

}  // namespace braid
