// POP: Parsimonious-Optimal DPOR (Abdulla, Atig, Das, Jonsson, Sagonas, CAV'24).
// Explores exactly one execution per Mazurkiewicz class with no sleep-set-blocked runs and
// memory polynomial in the length of the longest execution (never growing with the number
// of executions explored). See docs/algorithms.md for the mapping to the paper.
#pragma once

#include <memory>

#include "explore/algorithm.h"

namespace braid {

std::unique_ptr<Algorithm> make_pop_algorithm(const AlgorithmOptions& options);

}  // namespace braid
