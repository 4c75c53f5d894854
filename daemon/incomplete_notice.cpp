#include "daemon/incomplete_notice.h"

namespace braid::daemon {

std::optional<IncompleteNotice> incomplete_notice(const nlohmann::json& engine) {
  if (!engine.is_object()) return std::nullopt;
  const auto complete = engine.find("complete");
  const auto reasons = engine.find("incomplete_reasons");
  if (complete == engine.end() || !complete->is_boolean() || complete->get<bool>()) return std::nullopt;
  IncompleteNotice n;
  n.data = {{"incomplete", nlohmann::json::array()}};
  const long long executions = engine.value("executions", 0LL);
  const std::size_t bugs = engine.contains("bugs") && engine["bugs"].is_array() ? engine["bugs"].size() : 0;
  n.message = "braid: verification INCOMPLETE. Covered: " + std::to_string(executions) +
              (executions == 1 ? " execution" : " executions") + " (" + engine.value("algorithm", std::string("?")) +
              ")" + (bugs ? ", " + std::to_string(bugs) + (bugs == 1 ? " bug found" : " bugs found") : ", no bug found") +
              ". Not covered:";
  bool any = false;
  if (reasons != engine.end() && reasons->is_array()) {
    for (const auto& g : *reasons) {
      if (!g.is_object()) continue;
      n.data["incomplete"].push_back(g.value("code", std::string("unknown")));
      n.message += "\n- " + g.value("text", g.value("code", std::string("unknown")));
      any = true;
    }
  }
  if (!any) n.message += "\n- the engine did not say why";
  return n;
}

}  // namespace braid::daemon
