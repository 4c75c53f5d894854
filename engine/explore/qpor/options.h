// QPOR's options (`--k`), kept with the algorithm; AlgorithmOptions carries one of these.
#pragma once

namespace braid {

struct QporOptions {
  int k = 0;           // size of k-partial alternatives; 0 = optimal
  // Split the exploration over `--jobs` workers (docs/algorithms.md, "QPOR on the work
  // pool"); tests and measurements turn it off to compare with one worker's exploration.
  bool split_work = true;
};

}  // namespace braid
