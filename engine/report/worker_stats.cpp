#include "report/worker_stats.h"

#include <algorithm>
#include <numeric>
#include <sstream>

namespace braid {

nlohmann::json distribution_json(std::vector<std::uint64_t> sample) {
  nlohmann::json j;
  j["count"] = sample.size();
  if (sample.empty()) return j;
  std::sort(sample.begin(), sample.end());
  auto at = [&](double q) { return sample[static_cast<std::size_t>(q * static_cast<double>(sample.size() - 1))]; };
  j["min"] = sample.front();
  j["median"] = at(0.5);
  j["p90"] = at(0.9);
  j["max"] = sample.back();
  j["sum"] = std::accumulate(sample.begin(), sample.end(), std::uint64_t{0});
  return j;
}

nlohmann::json worker_stats_json(const std::vector<WorkerStats>& workers) {
  nlohmann::json out = nlohmann::json::array();
  for (const WorkerStats& w : workers) {
    out.push_back({{"executions", w.executions},
                   {"steals", w.units_taken},
                   {"units_given", w.units_given},
                   {"idle_s", w.idle_s},
                   {"unit_executions", distribution_json(w.unit_executions)},
                   {"unit_bytes", distribution_json(w.unit_bytes)}});
  }
  return out;
}

std::string text_worker_stats(const std::vector<WorkerStats>& workers) {
  std::ostringstream out;
  for (std::size_t i = 0; i < workers.size(); ++i) {
    const WorkerStats& w = workers[i];
    const nlohmann::json units = distribution_json(w.unit_executions);
    out << "  worker " << i << ": " << w.executions << " executions, " << w.units_taken << " steals, "
        << w.units_given << " units given, idle " << w.idle_s << " s";
    if (!w.unit_executions.empty())
      out << ", executions per unit: median " << units["median"] << ", max " << units["max"];
    if (!w.unit_bytes.empty()) {
      const nlohmann::json bytes = distribution_json(w.unit_bytes);
      out << ", unit bytes: median " << bytes["median"] << ", max " << bytes["max"];
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace braid
