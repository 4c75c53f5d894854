// The process-wide state a program can change that outlives its execution: the environment,
// the locale (C's and C++'s global one), the working directory, the file-creation mask
// (docs/runtime.md, "trust32"). Each program instance snapshots what it is about to change,
// before its first change, and puts it back before each later execution, so that a run
// does not start from what an earlier run left behind (a bug that only exists in the second
// execution's environment, a false one). The change is still noted as a divergence
// (runtime/program_input.h) and the verdict incomplete: the state is the process's, and
// braid's other workers run their program instances in the same process at the same time,
// which a restore between executions cannot separate.
#pragma once

#include <locale.h>
#include <sys/types.h>

#include <locale>
#include <optional>
#include <string>
#include <vector>

namespace braid::runtime {

class ProcessStateRestore {
 public:
  ProcessStateRestore() = default;
  ProcessStateRestore(const ProcessStateRestore&) = delete;
  ProcessStateRestore& operator=(const ProcessStateRestore&) = delete;
  // braid goes on in this process after the instance (writing reports to relative paths):
  // it gets its own directory, environment and locale back.
  ~ProcessStateRestore() { restore(); }

  // Called by the intercepts just before the program changes each part (the first call of
  // each takes the snapshot; later ones cost nothing).
  void before_environment_change();
  void before_locale_change();
  // uselocale: the locale of the system thread every program thread of the instance runs on.
  void before_thread_locale_change();
  void before_directory_change();
  // umask returns the previous mask: the snapshot is the one in force before the first change.
  void after_mask_change(mode_t previous);
  // Before an execution: every part an earlier execution changed is set back to its snapshot.
  void restore() const;

 private:
  std::optional<std::vector<std::string>> environment_;  // "NAME=value" entries of environ
  std::optional<std::string> c_locale_;                  // setlocale(LC_ALL, nullptr)
  std::optional<std::locale> cxx_locale_;                // std::locale()
  std::optional<locale_t> thread_locale_;                // uselocale(0)
  std::optional<std::string> directory_;                 // getcwd
  std::optional<mode_t> mask_;
};

}  // namespace braid::runtime
