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
  std::uint64_t portable_address(std::uint64_t addr, bool& portable) const override {
    const std::uint64_t p = runtime_->portable_address(addr);
    portable = p != addr;
    return p;
  }
  std::uint64_t local_address(std::uint64_t portable) override { return runtime_->local_address(portable); }
  LocationId user_location(ThreadId thread, LocationId at) const override;
  // Destructors of the program's global objects, which no execution runs (runtime.h).
  std::size_t unrun_static_destructors() const { return runtime_->unrun_static_destructors(); }
  // The values __VERIFIER_nondet_* calls return in the next executions (model/nondet.h).
  void set_nondet_values(NondetAssignment values) { runtime_->set_nondet_values(std::move(values)); }

 private:
  const Program& program_;
  std::unique_ptr<runtime::Runtime> runtime_;  // declared before jit_: outlives program code
  std::unique_ptr<llvm::ObjectCache> object_cache_;  // used by jit_'s compiler
  std::unique_ptr<llvm::orc::LLJIT> jit_;
  bool ran_ = false;  // for BRAID_TIMING's "first execution"
};

}  // namespace braid
