#include "report/report.h"
#include "runtime/program_input_json.h"

#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "analysis/race_detector.h"
#include "jit/program.h"
#include "report/verdict.h"

namespace braid {

namespace {

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::string base_name(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string short_location(const SourceLocation& loc) {
  if (loc.file.empty()) return "<unknown>";
  return base_name(loc.file) + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column);
}

std::string hex_address(std::uint64_t addr) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(addr));
  return buf;
}

std::string step_object(const Event& e, const LocationTable& locations) {
  const SourceLocation& loc = locations[e.loc];
  switch (e.kind) {
    case OpKind::ThreadCreate:
    case OpKind::ThreadJoin:
      return "thread " + std::to_string(e.peer);
    case OpKind::MutexLock:
    case OpKind::MutexUnlock:
    case OpKind::MutexTryFail:
      return loc.object.empty() ? "mutex@" + hex_address(e.addr) : "mutex `" + loc.object + "`";
    default:
      return loc.object.empty() ? hex_address(e.addr) : loc.object;
  }
}

}  // namespace

std::string SourceCache::line(const std::string& file, std::uint32_t line_number) {
  auto it = files_.find(file);
  if (it == files_.end()) {
    std::vector<std::string> lines;
    std::ifstream in(file);
    for (std::string l; std::getline(in, l);) lines.push_back(std::move(l));
    it = files_.emplace(file, std::move(lines)).first;
  }
  if (line_number == 0 || line_number > it->second.size()) return "";
  return it->second[line_number - 1];
}

std::vector<TraceStep> trace_steps(const ExecutionResult& execution, const LocationTable& locations,
                                   SourceCache& sources) {
  std::vector<TraceStep> steps;
  const std::size_t n = execution.events.size();
  steps.reserve(std::min(n, kMaxTraceSteps));
  for (std::size_t i = 0; i < n; ++i) {
    // Very long runs (a bound hit) keep their beginning and their end: the schedule still
    // has every step, so replay is exact.
    if (n > kMaxTraceSteps && i == kMaxTraceSteps / 4) i = n - (kMaxTraceSteps - kMaxTraceSteps / 4);
    const Event& e = execution.events[i];
    TraceStep s;
    s.step = i;
    s.thread = e.thread;
    s.op = std::string(to_string(e.kind));
    s.object = step_object(e, locations);
    if (op_writes(e.kind)) {
      s.has_value = e.size <= 8;
      s.value = e.value_written;
    } else if (op_reads(e.kind)) {
      s.has_value = e.size <= 8;
      s.value = e.value_read;
    }
    s.location = &locations[e.loc];
    s.source = trim(sources.line(s.location->file, s.location->line));
    steps.push_back(std::move(s));
  }
  return steps;
}

std::string step_text(const TraceStep& s) {
  std::string text = s.op;
  if (!s.object.empty()) text += " " + s.object;
  if (s.has_value) text += " = " + std::to_string(s.value);
  return text;
}

nlohmann::json location_json(const SourceLocation& loc) {
  return {{"file", loc.file}, {"line", loc.line}, {"column", loc.column}, {"function", loc.function}};
}

namespace {

std::string blocked_text(const BlockedThread& b) {
  return "thread " + std::to_string(b.thread) + " waits for " + b.waits_for;
}

}  // namespace

std::string bug_summary(const BugReport& report, const LocationTable& locations) {
  const Bug& bug = report.bug;
  switch (bug.kind) {
    case BugKind::DataRace:
      return bug.message;  // names both accesses, their threads and places
    case BugKind::Deadlock: {
      if (bug.blocked.empty()) return bug.message;
      std::string story = "deadlock:";
      for (std::size_t i = 0; i < bug.blocked.size(); ++i) {
        const SourceLocation& loc = locations[bug.blocked[i].loc];
        story += std::string(i ? ";" : "") + " " + blocked_text(bug.blocked[i]) + " at " +
                 (loc.file.empty() ? "?" : base_name(loc.file)) + ":" + std::to_string(loc.line);
      }
      return story;
    }
    default:
      return bug.message.find("thread") == std::string::npos ? bug.message + " in thread " + std::to_string(bug.thread)
                                                               : bug.message;
  }
}

std::string bug_headline(const BugReport& report, const LocationTable& locations) {
  const Bug& bug = report.bug;
  std::string where = short_location(locations[bug.loc]);
  switch (bug.kind) {
    case BugKind::Deadlock:
      return "deadlock: " + bug.message;
    case BugKind::Assertion:
      return bug.message + " in thread " + std::to_string(bug.thread) + " at " + where;
    case BugKind::DataRace:
      return bug.message;  // "data race on `x`: write by thread 2 at a.c:14 vs read by thread 1 at a.c:30"
    default:
      return bug.message + " (at " + where + ")";
  }
}

nlohmann::json bug_json(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                        int id) {
  const Bug& bug = report.bug;
  nlohmann::json j;
  j["id"] = id;
  j["kind"] = std::string(to_string(bug.kind));
  j["message"] = bug.message;
  j["headline"] = bug_headline(report, locations);
  j["summary"] = bug_summary(report, locations);
  j["location"] = location_json(locations[bug.loc]);
  j["thread"] = bug.thread;
  if (!report.found_by.empty()) j["found_by"] = report.found_by;  // a hunting strategy
  nlohmann::json related = nlohmann::json::array();
  const auto race = describe_race(report.execution, bug, locations);
  auto access_json = [&](const RaceAccess& a) {
    return nlohmann::json{{"thread", a.thread}, {"op", a.op},          {"size", a.size},
                          {"address", a.addr},  {"locks_held", a.locks}, {"description", a.description},
                          {"step", a.position}, {"location", location_json(locations[a.loc])}};
  };
  if (race) {
    j["access"] = access_json(race->second);
    nlohmann::json first = access_json(race->first);
    first["message"] = "previous " + race->first.description;
    related.push_back(first);
  } else if (bug.related_loc) {
    related.push_back({{"message", "related operation of thread " + std::to_string(bug.related_thread)},
                       {"location", location_json(locations[bug.related_loc])}});
  }
  j["related"] = related;
  nlohmann::json blocked = nlohmann::json::array();
  for (const BlockedThread& b : bug.blocked) {
    blocked.push_back({{"thread", b.thread},
                       {"waits_for", b.waits_for},
                       {"text", blocked_text(b)},
                       {"location", location_json(locations[b.loc])}});
  }
  j["blocked"] = blocked;
  nlohmann::json steps = nlohmann::json::array();
  for (const TraceStep& s : trace_steps(report.execution, locations, sources)) {
    steps.push_back({{"step", s.step},
                     {"thread", s.thread},
                     {"op", s.op},
                     {"object", s.object},
                     {"value", s.has_value ? nlohmann::json(s.value) : nlohmann::json(nullptr)},
                     {"text", step_text(s)},
                     {"location", location_json(*s.location)},
                     {"source", s.source}});
  }
  j["trace"] = {{"schedule", report.execution.schedule}, {"steps", steps}, {"output", report.execution.output}};
  return j;
}

nlohmann::json program_json(const Program& program) {
  return {{"files", program.files()}, {"flags", program.flags()}, {"hash", program.hash()}};
}

nlohmann::json trace_file_json(const Program& program, const std::string& algorithm, const CheckOptions& options,
                               nlohmann::json bug) {
  return {{"format", "braid-trace"},
          {"version", 1},
          {"program", program_json(program)},
          {"algorithm", algorithm},
          {"max_steps", options.max_steps},
          {"spurious_wakeups", options.spurious_wakeups},
          {"leaks", options.report_leaks},
          {"input", runtime::input_json(options.input)},
          {"limits", {{"max_threads", options.limits.max_threads}, {"max_heap", options.limits.max_heap_bytes}}},
          {"bug", std::move(bug)}};
}

nlohmann::json error_json(ErrorKind kind, const std::string& message, const std::string& diagnostics,
                          const AlgorithmRefused* refused) {
  nlohmann::json error = {{"kind", std::string(to_string(kind))}, {"message", message}};
  if (!diagnostics.empty()) error["diagnostics"] = diagnostics;
  if (refused) {
    error["algorithm"] = refused->algorithm();
    error["suggested_algorithm"] = refused->suggested();
  }
  return {{"schema_version", kJsonSchemaVersion}, {"braid_version", BRAID_VERSION}, {"error", std::move(error)}};
}

nlohmann::json check_json(const CheckResult& result, const Program& program, SourceCache& sources) {
  nlohmann::json j;
  j["schema_version"] = kJsonSchemaVersion;
  j["braid_version"] = BRAID_VERSION;
  j["program"] = program_json(program);
  j["algorithm"] = result.algorithm;
  j["executions"] = result.stats.executions;
  j["blocked"] = result.stats.blocked;
  j["assume_blocked"] = result.stats.assume_blocked;
  // `complete`: every behaviour was covered (the verdict); `exploration_complete`: the
  // algorithm explored its whole space (it may still have fixed inputs, cut runs, ...).
  const Verdict verdict = verdict_of(result);
  j["complete"] = verdict.complete();
  j["exploration_complete"] = result.stats.complete;
  j["verdict"] = verdict.status();
  j["exit_status"] = verdict.exit_status();
  j["incomplete_reasons"] = gaps_json(verdict);
  j["coverage"] = coverage_json(verdict, result);
  j["bound_executions"] = result.bound_executions;
  j["time_s"] = result.time_s;
  j["events"] = result.events;
  nlohmann::json bugs = nlohmann::json::array();
  int id = 1;
  for (const BugReport& b : result.bugs) bugs.push_back(bug_json(b, program.locations(), sources, id++));
  j["bugs"] = bugs;
  j["stats"] = result.stats.counters;
  j["nondet_executions"] = result.nondet_executions;
  j["notes"] = result.notes;
  return j;
}

std::string text_bug(const BugReport& report, const LocationTable& locations, SourceCache& sources, int id) {
  std::ostringstream out;
  const Bug& bug = report.bug;
  const SourceLocation& where = locations[bug.loc];
  out << "bug " << id << ": " << to_string(bug.kind) << ": " << bug_headline(report, locations) << "\n";
  if (!report.found_by.empty()) out << "  found by hunting: " << report.found_by << "\n";
  if (!where.file.empty()) {
    out << "  --> " << where.file << ":" << where.line << ":" << where.column << "\n";
    const std::string src = trim(sources.line(where.file, where.line));
    if (!src.empty()) out << "   |  " << src << "\n";
  }
  for (const BlockedThread& b : bug.blocked) {
    out << "  thread " << b.thread << " blocked at " << short_location(locations[b.loc]) << ", waiting for "
        << b.waits_for << "\n";
  }
  if (const auto race = describe_race(report.execution, bug, locations)) {
    out << "  access:   " << race->second.description << "\n";
    out << "  previous: " << race->first.description << "\n";
  } else if (bug.related_loc) {
    out << "  related: " << short_location(locations[bug.related_loc]) << "\n";
  }
  out << "  trace (" << report.execution.events.size() << " steps"
      << (report.execution.events.size() > kMaxTraceSteps ? ", middle elided" : "") << "):\n";
  ThreadId last = kNoThread;
  std::size_t expected_step = 0;
  for (const TraceStep& s : trace_steps(report.execution, locations, sources)) {
    if (s.step != expected_step) out << "   ... " << (s.step - expected_step) << " steps elided ...\n";
    expected_step = s.step + 1;
    if (s.thread != last) {
      out << "   -- thread " << s.thread << " --\n";
      last = s.thread;
    }
    char head[96];
    std::snprintf(head, sizeof head, "   %4zu  T%-2u %-12s", s.step, s.thread, s.op.c_str());
    out << head << " " << s.object;
    if (s.has_value) out << " = " << s.value;
    out << "  @ " << short_location(*s.location);
    if (!s.source.empty()) out << "   " << s.source;
    out << "\n";
  }
  if (!report.execution.output.empty()) {
    out << "  program output in this execution:\n";
    std::istringstream lines(report.execution.output);
    for (std::string l; std::getline(lines, l);) out << "   | " << l << "\n";
  }
  return out.str();
}

std::string text_summary(const CheckResult& result) {
  std::ostringstream out;
  char time[32];
  std::snprintf(time, sizeof time, "%.3f", result.time_s);
  const Verdict verdict = verdict_of(result);
  if (!verdict.complete()) out << incomplete_headline(verdict) << ": ";
  out << result.algorithm << ": " << result.stats.executions << " executions";
  if (result.stats.blocked) out << ", " << result.stats.blocked << " blocked (redundant)";
  if (result.stats.assume_blocked) out << ", " << result.stats.assume_blocked << " cut by assume";
  if (verdict.complete()) out << ", complete";
  out << ", " << time << " s, " << result.bugs.size() << (result.bugs.size() == 1 ? " bug" : " bugs");
  if (!verdict.complete()) {
    out << "\ncoverage: " << verdict.coverage;
    if (result.hunt) out << " (hunting ran " << result.hunt->executions << " executions)";
  }
  return out.str();
}

std::string text_report(const CheckResult& result, const Program& program, SourceCache& sources) {
  std::string out;
  int id = 1;
  for (const BugReport& b : result.bugs) {
    out += text_bug(b, program.locations(), sources, id++);
    out += "\n";
  }
  out += text_summary(result) + "\n";
  for (const CoverageGap& gap : verdict_of(result).gaps) out += "not covered: " + gap.text + "\n";
  for (const std::string& note : result.notes) out += "note: " + note + "\n";
  return out;
}

nlohmann::json sarif_report(const CheckResult& result, const Program& program, SourceCache& sources) {
  const LocationTable& locations = program.locations();
  auto physical = [](const SourceLocation& loc) {
    nlohmann::json region = {{"startLine", std::max<std::uint32_t>(loc.line, 1)}};
    if (loc.column) region["startColumn"] = loc.column;
    return nlohmann::json{{"physicalLocation",
                           {{"artifactLocation", {{"uri", "file://" + loc.file}}}, {"region", region}}}};
  };
  nlohmann::json results = nlohmann::json::array();
  std::set<std::string> rule_ids;
  for (const BugReport& b : result.bugs) {
    const std::string rule(to_string(b.bug.kind));
    rule_ids.insert(rule);
    // One threadFlow per program thread, each listing that thread's steps in order.
    std::map<ThreadId, nlohmann::json> flows;
    for (const TraceStep& s : trace_steps(b.execution, locations, sources)) {
      const std::string text = "step " + std::to_string(s.step) + ": thread " + std::to_string(s.thread) + " " + step_text(s);
      nlohmann::json loc = physical(*s.location);
      loc["message"] = {{"text", text}};
      auto& flow = flows[s.thread];
      if (flow.is_null()) flow = {{"id", "thread-" + std::to_string(s.thread)}, {"locations", nlohmann::json::array()}};
      flow["locations"].push_back({{"location", loc}, {"executionOrder", s.step}});
    }
    nlohmann::json thread_flows = nlohmann::json::array();
    for (auto& [tid, flow] : flows) thread_flows.push_back(flow);
    nlohmann::json r = {{"ruleId", rule},
                        {"level", b.bug.kind == BugKind::DataRace ? "warning" : "error"},
                        {"message", {{"text", bug_headline(b, locations)}}},
                        {"locations", nlohmann::json::array({physical(locations[b.bug.loc])})},
                        {"codeFlows", nlohmann::json::array({{{"threadFlows", thread_flows}}})}};
    results.push_back(r);
  }
  nlohmann::json rules = nlohmann::json::array();
  for (const std::string& id : rule_ids) rules.push_back({{"id", id}, {"shortDescription", {{"text", id}}}});
  // The run's completeness: executionSuccessful is true only when every behaviour was
  // covered; each gap is a notification (its code as the descriptor id).
  const Verdict verdict = verdict_of(result);
  nlohmann::json notifications = nlohmann::json::array();
  for (const CoverageGap& gap : verdict.gaps)
    notifications.push_back({{"level", "warning"},
                             {"descriptor", {{"id", "incomplete/" + gap.code}}},
                             {"message", {{"text", "incomplete: " + gap.text}}}});
  nlohmann::json invocation = {{"executionSuccessful", verdict.complete()},
                               {"exitCode", verdict.exit_status()},
                               {"toolExecutionNotifications", notifications},
                               {"properties", {{"coverage", coverage_json(verdict, result)}}}};
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs",
           nlohmann::json::array({{{"tool",
                                    {{"driver",
                                      {{"name", "braid"},
                                       {"version", BRAID_VERSION},
                                       {"rules", rules}}}}},
                                   {"invocations", nlohmann::json::array({invocation})},
                                   {"results", results}}})}};
}

}  // namespace braid
