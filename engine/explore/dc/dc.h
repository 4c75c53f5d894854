// DC-DPOR: data-centric dynamic partial order reduction (Chalupa, Chatterjee, Pavlogiannis,
// Sinha, Vaidya, POPL'18). Explores the program up to observation (reads-from)
// equivalence: annotations say which write each read must observe, Realize finds a trace
// that realizes them, and the program is run along it. See docs/algorithms.md, "DC-DPOR".
#pragma once

#include <memory>

#include "explore/algorithm.h"

namespace braid {

std::unique_ptr<Algorithm> make_dc_algorithm(const AlgorithmOptions& options);

}  // namespace braid
