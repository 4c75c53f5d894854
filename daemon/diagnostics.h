// The one conversion of a verification result (the typed EngineReport and the service's
// state) into LSP diagnostics, as clangd's toLSPDiags: BraiddServer only sends what this
// returns.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "daemon/engine_report.h"
#include "daemon/service.h"

namespace braid::daemon {

// What the conversion needs from the protocol side.
struct DiagnosticContext {
  std::function<std::string(const std::string& path)> text_of;  // the file as the user sees it
  std::function<std::string(const std::string& path)> uri_of;
  bool related_information = false;  // the client shows relatedInformation (else it is folded into the message)
};

// Where to show a bug: its own place if it is in one of the target's files, else the nearest
// place the engine gave that is (a crash inside libc has no source location, but its related
// operation or last trace step does); nullopt: line 0 of the main file.
std::optional<SourcePlace> effective_place(const EngineBug& bug, const std::vector<std::string>& files);

// The section of docs/bugs.md a diagnostic's code links to (GitHub's anchor of its
// heading), nullopt for codes about the run (a compile error, a missing main).
std::optional<std::string> docs_anchor(const std::string& code);

// Diagnostics per file: every file of the target (and r.path) is present, an empty array
// clearing what an earlier result published. `intermediate`: a stale or replayed result,
// published before the check ends (no notices about the run itself).
std::map<std::string, nlohmann::json> to_lsp_diagnostics(const VerifyResult& r, bool intermediate,
                                                         const DiagnosticContext& ctx);

}  // namespace braid::daemon
