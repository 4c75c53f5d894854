// Quasi-optimal partial-order reduction (Nguyen, Rodríguez, Sousa, Coti, Petrucci, CAV'18):
// unfolding-based exploration of the maximal configurations of a lock-based program, with
// k-partial alternatives computed on a comb (k = 0: optimal, no sleep-set-blocked runs).
// Memory accesses are not interleaving sources in this mode (the program is assumed
// data-race free; races are the race detector's business). See docs/qpor.md.
#pragma once

#include <memory>

#include "explore/algorithm.h"

namespace braid {

std::unique_ptr<Algorithm> make_qpor_algorithm(const AlgorithmOptions& options);

}  // namespace braid
