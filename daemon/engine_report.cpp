#include "daemon/engine_report.h"

#include <string_view>
#include <utility>

namespace braid::daemon {

using nlohmann::json;

namespace {

const json& field(const json& j, const char* key) {
  static const json kNull;
  if (!j.is_object()) return kNull;
  const auto it = j.find(key);
  return it == j.end() ? kNull : *it;
}

std::string text(const json& j, const char* key, std::string fallback = {}) {
  const json& v = field(j, key);
  return v.is_string() ? v.get<std::string>() : fallback;
}

template <typename Int>
Int integer(const json& j, const char* key, Int fallback = 0) {
  const json& v = field(j, key);
  return v.is_number_integer() ? v.get<Int>() : fallback;
}

double number(const json& j, const char* key) {
  const json& v = field(j, key);
  return v.is_number() ? v.get<double>() : 0.0;
}

std::optional<bool> boolean(const json& j, const char* key) {
  const json& v = field(j, key);
  return v.is_boolean() ? std::optional<bool>(v.get<bool>()) : std::nullopt;
}

const json& array(const json& j, const char* key) {
  static const json kEmpty = json::array();
  const json& v = field(j, key);
  return v.is_array() ? v : kEmpty;
}

std::optional<SourcePlace> place(const json& loc) {
  if (!loc.is_object()) return std::nullopt;
  return SourcePlace{text(loc, "file"), integer<int>(loc, "line"), integer<int>(loc, "column")};
}

// A typed field's value by the name the engine writes (docs/json-schema.md); `unknown` for
// a name this braidd does not know (a newer engine).
template <typename Enum, std::size_t N>
Enum by_name(const std::string& name, const std::pair<std::string_view, Enum> (&names)[N], Enum unknown) {
  for (const auto& [n, value] : names)
    if (n == name) return value;
  return unknown;
}

EngineErrorKind error_kind(const std::string& k) {
  static constexpr std::pair<std::string_view, EngineErrorKind> kNames[] = {
      {"usage", EngineErrorKind::Usage},   {"compile", EngineErrorKind::CompileError},
      {"unsupported", EngineErrorKind::Unsupported}, {"link", EngineErrorKind::LinkError},
      {"limit", EngineErrorKind::Limit},   {"algorithm-refused", EngineErrorKind::AlgorithmRefused}};
  return by_name(k, kNames, EngineErrorKind::Internal);
}

BlockReason block_reason(const std::string& r) {
  static constexpr std::pair<std::string_view, BlockReason> kNames[] = {
      {"mutex", BlockReason::Mutex},         {"join", BlockReason::Join},
      {"condvar", BlockReason::CondVar},     {"semaphore", BlockReason::Semaphore},
      {"rwlock-read", BlockReason::RwLockRead}, {"rwlock-write", BlockReason::RwLockWrite},
      {"barrier", BlockReason::Barrier},     {"futex", BlockReason::Futex},
      {"pipe", BlockReason::Pipe},        {"latch", BlockReason::Latch},
      {"await", BlockReason::Await},
      {"assume", BlockReason::Assume}};
  return by_name(r, kNames, BlockReason::Unknown);
}

EngineBug bug(const json& b) {
  EngineBug out;
  out.id = integer<int>(b, "id");
  out.kind = text(b, "kind", "bug");
  out.summary = text(b, "summary", text(b, "message", out.kind));
  out.thread = integer<int>(b, "thread");
  out.place = place(field(b, "location"));
  out.trace_file = text(b, "trace_file");
  for (const json& r : array(b, "related")) out.related.push_back({place(field(r, "location")), text(r, "message", "related")});
  for (const json& t : array(b, "blocked"))
    out.blocked.push_back({integer<int>(t, "thread"), text(t, "text"), place(field(t, "location")),
                           block_reason(text(t, "reason")), integer<unsigned long long>(t, "object")});
  for (const json& s : array(field(b, "trace"), "steps")) {
    out.steps.push_back({integer<long long>(s, "step"), integer<int>(s, "thread"), text(s, "text"), place(field(s, "location")),
                         boolean(s, "key").value_or(false), {}});
    for (const json& f : array(s, "stack"))
      if (!boolean(f, "library").value_or(false) && !boolean(f, "lost").value_or(false) && !text(f, "function").empty())
        out.steps.back().functions.push_back(text(f, "function"));
  }
  return out;
}

}  // namespace

std::vector<EngineBug> parse_engine_bugs(const json& bugs) {
  std::vector<EngineBug> out;
  if (!bugs.is_array()) return out;
  for (const json& b : bugs)
    if (b.is_object()) out.push_back(bug(b));
  return out;
}

EngineReport parse_engine_report(const json& j) {
  EngineReport r;
  if (!j.is_object()) return r;
  r.schema_version = integer<int>(j, "schema_version");
  r.algorithm = text(j, "algorithm");
  r.executions = integer<long long>(j, "executions");
  r.assume_blocked = integer<long long>(j, "assume_blocked");
  r.nondet_executions = integer<long long>(j, "nondet_executions");
  r.time_s = number(j, "time_s");
  r.has_bugs_field = field(j, "bugs").is_array();
  r.complete = boolean(j, "complete").value_or(true);
  r.exploration_complete = boolean(j, "exploration_complete").value_or(r.complete);
  for (const json& g : array(j, "incomplete_reasons"))
    if (g.is_object()) r.gaps.push_back({text(g, "code", "unknown"), text(g, "text", text(g, "code", "unknown"))});
  if (const json& c = field(j, "coverage"); c.is_object()) {
    r.coverage_kind = text(c, "kind");
    r.coverage_text = text(c, "text");
  }
  r.bugs = parse_engine_bugs(field(j, "bugs"));
  for (const json& f : array(j, "files_checked_as_cxx20"))
    if (f.is_string()) r.files_checked_as_cxx20.push_back(f.get<std::string>());
  if (const json& e = field(j, "error"); e.is_object()) {
    EngineError err;
    err.kind = error_kind(text(e, "kind"));
    err.message = text(e, "message", "the engine gave no verdict");
    err.diagnostics = text(e, "diagnostics");
    if (const json& s = field(e, "suggested_algorithm"); s.is_string()) err.suggested_algorithm = s.get<std::string>();
    r.error = std::move(err);
  }
  if (const json& f = field(j, "failure"); f.is_object())
    r.failure = EngineFailure{text(f, "kind"), text(f, "message", "the engine failed")};
  return r;
}

}  // namespace braid::daemon
