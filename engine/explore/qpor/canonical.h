// Canonical bug traces for QPOR (docs/algorithms.md, "QPOR on the work pool").
//
// The other algorithms keep, per bug, the execution at the smallest position in their
// exploration tree, whose shape does not depend on the workers. QPOR's tree does: which
// alternative a call follows depends on what the unfolding held at that moment, so a
// configuration is reached at different positions, in different linearisations, on 1 and on
// N workers. What does not change is the set of configurations explored. So a run that shows
// a bug is reported at the position of its configuration's canonical linearisation (the
// thread of each event in Mazurkiewicz order, analysis/classes.h), and, when that order is
// not the one it ran in, re-run in it: each bug keeps the configuration whose canonical
// linearisation is the least, shown in that linearisation, on any number of workers.
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "model/execution.h"

namespace braid::qpor {

class CanonicalBugRuns {
 public:
  // The run to report for `result` (which `executor` just produced): `result` itself, or its
  // re-run in canonical order when it shows a bug this worker has not seen in a
  // configuration of smaller canonical order. `position` is set to the canonical schedule
  // for a run with a bug, left as it is otherwise.
  const ExecutionResult& report(const ExecutionResult& result, Executor& executor,
                                std::vector<std::uint32_t>& position);
  std::uint64_t reruns() const { return reruns_; }

 private:
  // Per bug (kind, location): the least canonical schedule this worker reported it with.
  std::map<std::pair<int, LocationId>, std::vector<ThreadId>> least_;
  std::uint64_t reruns_ = 0;
  ExecutionResult kept_;  // a run the re-run replaced in the executor, reported as it was
};

}  // namespace braid::qpor
