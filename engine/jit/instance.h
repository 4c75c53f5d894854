// One runnable copy of a program: its own ORC LLJIT (own globals, own code) and its own
// runtime. Instances never share mutable state, so one per worker thread scales.
#pragma once

#include <memory>

#include "model/execution.h"
#include "runtime/runtime.h"

namespace llvm {
class ObjectCache;
}
namespace llvm::orc {
class LLJIT;
}

namespace braid {

class Program;

// Compiles the program's machine code into program.object() (for the compile cache)
// without running anything. No-op when it is there already.
void compile_program_object(const Program& program);

class ProgramInstance final : public Executor {
 public:
  ProgramInstance(const Program& program, const runtime::RuntimeConfig& config);
  ~ProgramInstance() override;

  const ExecutionResult& run(Scheduler& scheduler) override;
  const LocationTable& locations() const override;
  // Destructors of the program's global objects, which no execution runs (runtime.h).
  std::size_t unrun_static_destructors() const { return runtime_->unrun_static_destructors(); }

 private:
  const Program& program_;
  std::unique_ptr<runtime::Runtime> runtime_;  // declared before jit_: outlives program code
  std::unique_ptr<llvm::ObjectCache> object_cache_;  // used by jit_'s compiler
  std::unique_ptr<llvm::orc::LLJIT> jit_;
  bool ran_ = false;  // for BRAID_TIMING's "first execution"
};

}  // namespace braid
