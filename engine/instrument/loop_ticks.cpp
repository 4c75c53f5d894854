// Loop ticks: a __braid_loop_tick call at the header of every loop whose iterations may
// perform no visible operation, so that the runtime can bound it and check the deadline.
#include "instrument/transforms.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/IRBuilder.h>

#include <algorithm>

namespace braid::instrument {

using namespace llvm;

// The loops of `f` whose iterations may have no visible operation, for insert_loop_ticks.
void survey_loops(Context& cx, Function& f, FunctionFacts& facts) {
  LoopInfo& li = cx.analyses.getResult<LoopAnalysis>(f);
  const DenseSet<BasicBlock*>& hooked_blocks = facts.hooked_blocks;
  const DenseMap<BasicBlock*, SmallVector<Function*, 2>>& block_callees = facts.block_callees;
  // Only what every iteration runs counts (a block that dominates every latch): a
  // visible operation on a path the loop may never take (`if (i == 7) n = i;`) does not
  // bound it, nor let the deadline of --time-limit be checked.
  DominatorTree& dt = cx.analyses.getResult<DominatorTreeAnalysis>(f);
  for (Loop* loop : li.getLoopsInPreorder()) {
    PendingLoop pending{&f, loop->getHeader(), loop->getStartLoc(), false, {}};
    SmallVector<BasicBlock*, 4> latches;
    loop->getLoopLatches(latches);
    for (BasicBlock* bb : loop->blocks()) {
      const bool every_iteration =
          std::all_of(latches.begin(), latches.end(), [&](BasicBlock* latch) { return dt.dominates(bb, latch); });
      if (!every_iteration) continue;
      if (hooked_blocks.contains(bb)) pending.has_memory_hook = true;
      if (auto it = block_callees.find(bb); it != block_callees.end())
        pending.callees.append(it->second.begin(), it->second.end());
    }
    if (!pending.has_memory_hook) cx.pending_loops.push_back(std::move(pending));
  }
}

// --- loop ticks ---------------------------------------------------------------------
// A loop needs a tick unless each iteration performs a visible memory operation or
// calls a program function that does (directly or transitively).
void insert_loop_ticks(Context& cx) {
  // Fixpoint: a function is "visible" if it has memory hooks or calls a visible function.
  DenseSet<Function*> visible = cx.functions_with_hooks;
  for (bool changed = true; changed;) {
    changed = false;
    for (auto& [caller, callees] : cx.call_graph) {
      if (visible.contains(caller)) continue;
      for (Function* callee : callees)
        if (visible.contains(callee)) {
          visible.insert(caller);
          changed = true;
          break;
        }
    }
  }
  for (PendingLoop& pending : cx.pending_loops) {
    bool calls_visible = false;
    for (Function* callee : pending.callees)
      if (visible.contains(callee)) calls_visible = true;
    if (calls_visible) continue;
    auto it = pending.header->getFirstInsertionPt();
    if (it == pending.header->end()) continue;
    Instruction& at = *it;
    DebugLoc loc = pending.loc ? pending.loc : at.getDebugLoc();
    if (!loc)
      for (Instruction& inst : *pending.header)
        if (inst.getDebugLoc()) {
          loc = inst.getDebugLoc();
          break;
        }
    IRBuilder<> b(&at);
    LocationId id = cx.add_location(at, loc, "");
    CallInst* tick = b.CreateCall(cx.hooks.loop_tick, {b.getInt32(id)});
    // A debug location on a call must belong to the enclosing function's subprogram.
    if (loc && loc->getScope()->getSubprogram() == pending.function->getSubprogram())
      tick->setDebugLoc(loc);
    else if (at.getDebugLoc())
      tick->setDebugLoc(at.getDebugLoc());
    ++cx.result.stats.loop_ticks;
  }
}

}  // namespace braid::instrument
