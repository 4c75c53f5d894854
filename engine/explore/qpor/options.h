// QPOR's options (`--k`), kept with the algorithm; AlgorithmOptions carries one of these.
#pragma once

namespace braid {

struct QporOptions {
  int k = 0;           // size of k-partial alternatives; 0 = optimal
  // Split the exploration over `--jobs` workers (docs/algorithms.md, "QPOR on the work
  // pool"); tests and measurements turn it off to compare with one worker's exploration.
  bool split_work = true;
  // Collect the time.* counters (`--stats`). Off otherwise: they read the time-stamp counter
  // at every decision point and spike, and a read costs ~25 ns in a virtual machine (10 % of
  // a QPOR run on DISP(5,4)).
  bool timers = false;
};

}  // namespace braid
