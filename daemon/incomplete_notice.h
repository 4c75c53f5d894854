// The editor's view of an incomplete verification: an Information diagnostic at the top of
// the file that says what was covered and what was not. Decided from the engine's typed
// report (`complete`, `incomplete_reasons`), never from its prose.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "daemon/engine_report.h"

namespace braid::daemon {

struct IncompleteNotice {
  std::string message;  // "braid: verification INCOMPLETE: ... covered ...; not covered: ..."
  nlohmann::json data;  // {"incomplete": [codes...]} for clients and tests
};

// Null when the engine's result says every behaviour was covered (or is not a check result).
std::optional<IncompleteNotice> incomplete_notice(const EngineReport& engine);

}  // namespace braid::daemon
