// Source-DPOR (Abdulla, Aronis, Jonsson, Sagonas, POPL'14, Algorithm 1): source sets plus
// sleep sets over the happens-before of each explored execution. Explores at least one
// execution per Mazurkiewicz class; may start redundant executions that end sleep-set
// blocked (counted in ExplorationStats::blocked).
#pragma once

#include <memory>

#include "explore/algorithm.h"

namespace braid {

std::unique_ptr<Algorithm> make_sdpor_algorithm(const AlgorithmOptions& options);

}  // namespace braid
