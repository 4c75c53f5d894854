// QPOR's options (`--k`), kept with the algorithm; AlgorithmOptions carries one of these.
#pragma once

namespace braid {

struct QporOptions {
  int k = 0;           // size of k-partial alternatives; 0 = optimal
  int skip_step = 4;   // skip-list step of the unfolding's queries
};

}  // namespace braid
