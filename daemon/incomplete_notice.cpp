#include "daemon/incomplete_notice.h"

namespace braid::daemon {

std::optional<IncompleteNotice> incomplete_notice(const EngineReport& engine) {
  if (engine.complete) return std::nullopt;
  IncompleteNotice n;
  n.data = {{"incomplete", nlohmann::json::array()}};
  const long long executions = engine.executions;
  const std::size_t bugs = engine.bugs.size();
  n.message = "braid: verification INCOMPLETE. Covered: " + std::to_string(executions) +
              (executions == 1 ? " execution" : " executions") + " (" +
              (engine.algorithm.empty() ? std::string("?") : engine.algorithm) + ")" +
              (bugs ? ", " + std::to_string(bugs) + (bugs == 1 ? " bug found" : " bugs found") : ", no bug found") +
              (engine.coverage_text.empty() ? std::string() : "; coverage: " + engine.coverage_text) +
              ". Not covered:";
  if (!engine.coverage_kind.empty()) n.data["coverage"] = engine.coverage_kind;
  for (const CoverageGap& g : engine.gaps) {
    n.data["incomplete"].push_back(g.code);
    n.message += "\n- " + g.text;
  }
  if (engine.gaps.empty()) n.message += "\n- the engine did not say why";
  return n;
}

}  // namespace braid::daemon
