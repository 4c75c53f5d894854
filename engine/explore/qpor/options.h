// QPOR's options (`--k`), kept with the algorithm; AlgorithmOptions carries one of these.
#pragma once

namespace braid {

struct QporOptions {
  int k = 0;           // size of k-partial alternatives; 0 = optimal
  // Split the exploration over `--jobs` workers (`--qpor-split`). Off by default: the same
  // configurations are explored, but on today's units two workers are slower than one and
  // which trace a bug keeps varies with timing (docs/algorithms.md, "QPOR on the work pool").
  bool split_work = false;
  // Collect the time.* counters (`--stats`). Off otherwise: they read the time-stamp counter
  // at every decision point and spike, and a read costs ~25 ns in a virtual machine (10 % of
  // a QPOR run on DISP(5,4)).
  bool timers = false;
};

}  // namespace braid
