// Exhaustive depth-first exploration of every interleaving of visible operations: the
// oracle every other algorithm is tested against.
#pragma once

#include <memory>

#include "explore/algorithm.h"

namespace braid {

std::unique_ptr<Algorithm> make_dfs_algorithm(const AlgorithmOptions& options);

}  // namespace braid
