// How a parallel exploration shared its work (explore/parallel/pool.h), for `--stats` and
// the JSON report: per worker, executions, steals, idle time and the sizes of the subtrees
// it explored and gave away.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "explore/algorithm.h"

namespace braid {

// Distribution of a sample: count, min, median, 90th percentile, max, sum.
nlohmann::json distribution_json(std::vector<std::uint64_t> sample);
nlohmann::json worker_stats_json(const std::vector<WorkerStats>& workers);
// "  worker N: ..." lines (nothing for a one-worker run).
std::string text_worker_stats(const std::vector<WorkerStats>& workers);

}  // namespace braid
