// braid's instrumentation pipeline (new pass manager): SROA + mem2reg, the braid pass, then
// a standard -O1 pipeline, with frames kept as large as -O0's and every function entry
// checking the thread's stack limit (stack_frames.cpp). Compiled with -fno-rtti because it subclasses LLVM types.
//
// The braid pass inserts calls to the runtime hooks of runtime/hooks.h *before* each
// operation another thread could observe; the original instruction stays and runs natively
// right after the hook returns. The hooks are external declarations that receive the
// accessed pointer, so the optimiser that runs afterwards must assume each hook may read or
// write that memory: it can neither move the guarded access across a hook nor merge
// accesses separated by one.
//
// The pass is the list of transformations below, one file each (transforms.h), run in
// order on one shared Context (context.h). Their order matters: thread-locals are
// rewritten before accesses are classified (a thread-local's copy is private), loops are
// surveyed after their accesses were hooked, and loop ticks need every function done.
#include "instrument/instrument.h"

#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/TargetParser/Triple.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Utils/Mem2Reg.h>

#include <initializer_list>
#include <variant>
#include <vector>

#include "instrument/context.h"
#include "instrument/deadline_helpers.h"
#include "runtime/hooks.h"  // BRAID_DEFERRED_ALWAYS_INLINE
#include "instrument/transforms.h"

namespace braid {
namespace {

using namespace llvm;
using instrument::Context;
using instrument::FunctionFacts;

// A transformation of the whole module.
using ModuleStep = void (*)(Context&);
// Transformations run one after the other on each function before the next function,
// sharing what they learn about it (FunctionFacts).
using FunctionSteps = std::vector<void (*)(Context&, Function&, FunctionFacts&)>;
using Stage = std::variant<ModuleStep, FunctionSteps>;

// The braid pass, in order.
const std::vector<Stage>& pipeline() {
  static const std::vector<Stage> stages = {
      ModuleStep{instrument::adopt_call_once},
      ModuleStep{instrument::collapse_library_spins},
      ModuleStep{instrument::rewrite_thread_locals},
      ModuleStep{instrument::mark_unobserved_barrier_waits},
      ModuleStep{instrument::mark_unchecked_mutex_unlocks},
      ModuleStep{instrument::model_lock_all},
      ModuleStep{instrument::adopt_harness_assumes},
      ModuleStep{instrument::learn_nondet_ranges},  // after: it reads the adopted assumes
      ModuleStep{instrument::mark_input_seeds},
      ModuleStep{instrument::inline_deadline_helpers},  // mark_await_loops then judges the body in the loop
      FunctionSteps{[](Context& cx, Function& f, FunctionFacts&) { instrument::wrap_atomic_function(cx, f); }},
      FunctionSteps{instrument::instrument_accesses, instrument::simplify_loops, instrument::survey_loops,
                    instrument::mark_await_loops},
      ModuleStep{instrument::insert_loop_ticks},
      ModuleStep{instrument::add_call_stacks},
      ModuleStep{instrument::bracket_escaped_locals},  // after: the other steps do not see its calls
  };
  return stages;
}

// The functions the pass transforms: those the program defines, not the runtime's hooks.
std::vector<Function*> program_functions(Module& m) {
  std::vector<Function*> functions;
  for (Function& f : m)
    if (!f.isDeclaration() && !instrument::is_hook_name(f.getName())) functions.push_back(&f);
  return functions;
}

class BraidInstrumentPass : public PassInfoMixin<BraidInstrumentPass> {
 public:
  explicit BraidInstrumentPass(InstrumentResult& result) : result_(&result) {}
  PreservedAnalyses run(Module& m, ModuleAnalysisManager& mam) {
    auto& fam = mam.getResult<FunctionAnalysisManagerModuleProxy>(m).getManager();
    Context cx(m, *result_, fam);
    cx.declare_hooks();
    for (const Stage& stage : pipeline()) {
      if (const ModuleStep* step = std::get_if<ModuleStep>(&stage)) {
        (*step)(cx);
        continue;
      }
      for (Function* f : program_functions(m)) {
        FunctionFacts facts;
        for (auto step : std::get<FunctionSteps>(stage)) step(cx, *f, facts);
      }
    }
    return PreservedAnalyses::none();
  }
  static bool isRequired() { return true; }

 private:
  InstrumentResult* result_;
};

// Before SROA and mem2reg, which turn a read of a never-written local into an invisible
// `undef`: the tests of uninit_locals.cpp.
class UninitialisedLocalsPass : public PassInfoMixin<UninitialisedLocalsPass> {
 public:
  explicit UninitialisedLocalsPass(InstrumentResult& result) : result_(&result) {}
  PreservedAnalyses run(Module& m, ModuleAnalysisManager& mam) {
    auto& fam = mam.getResult<FunctionAnalysisManagerModuleProxy>(m).getManager();
    Context cx(m, *result_, fam);
    instrument::track_uninitialised_locals(cx);
    return PreservedAnalyses::none();
  }
  static bool isRequired() { return true; }

 private:
  InstrumentResult* result_;
};

// A transformation of the module that needs nothing but the module (stack_frames.cpp).
class ModuleStepPass : public PassInfoMixin<ModuleStepPass> {
 public:
  explicit ModuleStepPass(void (*step)(Module&)) : step_(step) {}
  PreservedAnalyses run(Module& m, ModuleAnalysisManager&) {
    step_(m);
    return PreservedAnalyses::none();
  }
  static bool isRequired() { return true; }

 private:
  void (*step_)(Module&);
};

}  // namespace

InstrumentResult instrument_module(llvm::Module& module) {
  using namespace llvm;
  InstrumentResult result;

  // Clang at -O0 marks every function noinline (and optnone unless disabled); we compiled
  // at -O0 only to get unoptimised IR to instrument, so let the optimiser work afterwards.
  // The program's always_inline functions the frontend kept from Clang's inliner
  // (frontend/deferred_inlining.cpp) are always_inline again: the only inliner runs in the
  // -O1 pipeline, after the pass has bracketed their locals (frame_locals.cpp).
  for (Function& f : module) {
    if (f.isDeclaration()) continue;
    f.removeFnAttr(Attribute::OptimizeNone);
    f.removeFnAttr(Attribute::NoInline);
    if (f.hasFnAttribute(BRAID_DEFERRED_ALWAYS_INLINE)) {
      f.removeFnAttr(BRAID_DEFERRED_ALWAYS_INLINE);
      f.addFnAttr(Attribute::AlwaysInline);
    }
  }

  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  // The runtime intercepts library functions (malloc/free to find double frees, pthread_*,
  // printf, ...), so the optimiser must not know their semantics: with library knowledge
  // it would delete a malloc/free pair, fold `malloc(n) != NULL`, or rewrite printf to
  // puts. Registered before the defaults, which then keep ours.
  TargetLibraryInfoImpl tlii{Triple(module.getTargetTriple())};
  tlii.disableAllFunctions();
  fam.registerPass([&] { return TargetLibraryAnalysis(tlii); });
  PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);

  ModulePassManager mpm;
  mpm.addPass(UninitialisedLocalsPass(result));
  // Large locals keep their bytes in the frame through SROA and -O1, but not through the
  // braid pass, whose escape analysis would read a pin as an escape (stack_frames.cpp).
  mpm.addPass(ModuleStepPass(instrument::pin_frame_locals));
  {
    // Locals whose address never escapes become SSA values: no accesses left to classify.
    FunctionPassManager fpm;
    fpm.addPass(SROAPass(SROAOptions::ModifyCFG));
    fpm.addPass(PromotePass());
    mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
  }
  mpm.addPass(ModuleStepPass(instrument::unpin_frame_locals));
  mpm.addPass(BraidInstrumentPass(result));
  mpm.addPass(ModuleStepPass(instrument::pin_frame_locals));
  mpm.addPass(ModuleStepPass(instrument::check_stack_limits));
  mpm.addPass(pb.buildPerModuleDefaultPipeline(OptimizationLevel::O1));
  // Facts only the optimised code shows (rmw_results.cpp).
  mpm.addPass(ModuleStepPass(instrument::mark_unused_rmw_results));
  mpm.run(module, mam);
  return result;
}

}  // namespace braid
