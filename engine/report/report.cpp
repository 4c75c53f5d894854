#include "report/report.h"
#include "report/worker_stats.h"
#include "runtime/program_input_json.h"

#include <cstdio>
#include <map>
#include <optional>
#include <fstream>
#include <set>
#include <sstream>

#include "analysis/race_detector.h"
#include "jit/program.h"
#include "report/story.h"
#include "report/verdict.h"

namespace braid {

namespace {

// JSON names of the kinds of library input the check fixed (docs/json-schema.md).
nlohmann::json fixed_input_names(std::uint8_t kinds) {
  nlohmann::json names = nlohmann::json::array();
  if (kinds & kFixedRandomDevice) names.push_back("random_device");
  if (kinds & kFixedRandSeed) names.push_back("rand_seed");
  if (kinds & kFixedStaticInitNondet) names.push_back("static_init_nondet");
  return names;
}

// A trace step's stack in JSON: the innermost kTraceStepFrames frames, then one `lost`
// marker for the rest. Every step carrying its whole stack made the report quadratic: a bug
// after a deep recursion (2000 steps, 130 frames each) was a 59 MB document that took 7 s to
// write, past --time-limit (audit7_recursion_overflow_in_main.c). The bug's own `stack`,
// `related` and `blocked` stacks stay whole.
constexpr std::size_t kTraceStepFrames = 16;

nlohmann::json trace_step_stack_json(const std::vector<Frame>& frames) {
  if (frames.size() <= kTraceStepFrames) return frames_json(frames);
  std::vector<Frame> kept(frames.begin(), frames.begin() + kTraceStepFrames);
  Frame rest;
  rest.lost = true;
  rest.function = "(" + std::to_string(frames.size() - kTraceStepFrames) + " outer frames not listed in trace steps)";
  kept.push_back(std::move(rest));
  return frames_json(kept);
}

}  // namespace

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


// Steps of a thread's loop folded in text and SARIF: indices into `steps` to skip, and
// for the first skipped step of each fold the line that replaces the fold.
struct FoldPlan {
  std::vector<bool> hidden;
  std::map<std::size_t, std::string> summary;  // index of the first hidden step -> text
};

FoldPlan plan_folds(const std::vector<TraceStep>& steps) {
  std::vector<std::uint64_t> keys;
  std::vector<std::uint32_t> lines;
  std::vector<bool> unfoldable;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const TraceStep& s = steps[i];
    keys.push_back((static_cast<std::uint64_t>(s.thread) << 48) ^ std::hash<const void*>{}(s.location) ^
                   (std::hash<std::string>{}(s.op) << 1));
    lines.push_back(s.where.line);
    // Key steps stay visible, and no fold spans the elided middle of a very long trace.
    unfoldable.push_back(s.key || (i > 0 && s.step != steps[i - 1].step + 1));
  }
  FoldPlan plan;
  plan.hidden.assign(steps.size(), false);
  for (const LoopFold& f : find_loop_folds(keys, lines, unfoldable)) {
    // Shown: the first and the last iteration.
    const std::size_t from = f.first + f.period, to = f.first + (f.iterations - 1) * f.period;
    for (std::size_t k = from; k < to; ++k) plan.hidden[k] = true;
    std::string text = "… " + with_thousands(f.iterations - 2) + " more iteration" + (f.iterations == 3 ? "" : "s") +
                       " of thread " + std::to_string(steps[f.first].thread) + "'s loop";
    if (f.line_from) {
      text += " (line" + std::string(f.line_from == f.line_to ? " " : "s ") + std::to_string(f.line_from);
      if (f.line_to != f.line_from) text += "–" + std::to_string(f.line_to);
      text += ")";
    }
    text += " … (" + with_thousands(to - from) + " steps; all in the JSON and the trace file)";
    plan.summary[from] = std::move(text);
  }
  // Runs of steps a thread takes inside library code for one call of the program (the
  // internals of a std::thread constructor): one line, unless a step of them is key.
  std::size_t i = 0;
  while (i < steps.size()) {
    // Memory accesses only: a lock, a thread creation or a wait inside the library is
    // part of the story.
    auto inside_library = [&](std::size_t k) {
      const std::string& op = steps[k].op;
      const bool memory = op == "read" || op == "write" || op == "rmw" || op == "cas" || op == "cas-fail";
      return memory && !plan.hidden[k] && !unfoldable[k] && !steps[k].stack.empty() && steps[k].stack.front().library;
    };
    if (!inside_library(i)) {
      ++i;
      continue;
    }
    std::size_t end = i + 1;
    while (end < steps.size() && inside_library(end) && steps[end].thread == steps[i].thread &&
           steps[end].where.line == steps[i].where.line && steps[end].where.file == steps[i].where.file)
      ++end;
    if (end - i >= 3) {
      for (std::size_t k = i; k < end; ++k) plan.hidden[k] = true;
      // The library function the program called: the frame just outside the user frame.
      const std::vector<Frame>& stack = steps[i].stack;
      const Frame* library = &stack.front();
      for (std::size_t k = 1; k < stack.size() && stack[k].library; ++k) library = &stack[k];
      plan.summary[i] = "… " + with_thousands(end - i) + " steps of thread " + std::to_string(steps[i].thread) +
                        " inside " + (library->function.empty() ? "the library" : library->function) + ", called at " +
                        frame_position(steps[i].where) + " … (--full-stacks shows library frames)";
    }
    i = end;
  }
  return plan;
}

// "in deposit ← worker": the user functions of a step's stack, innermost first.
std::string call_path(const std::vector<Frame>& stack) {
  std::string out;
  int shown = 0;
  for (const Frame& f : stack) {
    if (f.library || f.lost || f.function.empty()) continue;
    if (shown == 3) {
      out += " ← …";
      break;
    }
    out += (shown ? " ← " : "in ") + f.function;
    ++shown;
  }
  return shown > 1 ? out : "";
}


nlohmann::json frame_location_json(const Frame& f) {
  return {{"file", f.file}, {"line", f.line}, {"column", f.column}, {"function", f.function}};
}

// The stack of the event at `position`, empty when none was recorded.
std::vector<Frame> event_stack(const ExecutionResult& execution, std::size_t position, const LocationTable& locations) {
  if (position >= execution.events.size() || execution.stacks.size() != execution.events.size()) return {};
  return stack_frames(execution.events[position].loc, execution.stacks[position], locations);
}

// Where thread `thread` stood when the execution ended, its operation at `loc`.
std::vector<Frame> final_stack(const ExecutionResult& execution, ThreadId thread, LocationId loc,
                               const LocationTable& locations) {
  if (thread >= execution.final_stacks.size()) return {};
  return stack_frames(loc, execution.final_stacks[thread], locations);
}

// The thread-creation events of an execution: child -> position.
std::map<ThreadId, std::size_t> creations(const ExecutionResult& execution) {
  std::map<ThreadId, std::size_t> out;
  for (std::size_t i = 0; i < execution.events.size(); ++i)
    if (execution.events[i].kind == OpKind::ThreadCreate) out.emplace(execution.events[i].peer, i);
  return out;
}

std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
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
                                   SourceCache& sources, const std::set<std::size_t>& keys) {
  std::vector<TraceStep> steps;
  const std::size_t n = execution.events.size();
  steps.reserve(std::min(n, kMaxTraceSteps));
  const StepNamer namer(execution, locations);
  for (std::size_t i = 0; i < n; ++i) {
    // Very long runs (a bound hit) keep their beginning and their end: the schedule still
    // has every step, so replay is exact.
    if (n > kMaxTraceSteps && i == kMaxTraceSteps / 4) i = n - (kMaxTraceSteps - kMaxTraceSteps / 4);
    const Event& e = execution.events[i];
    TraceStep s;
    s.step = i;
    s.thread = e.thread;
    const StepNamer::Name name = namer.name(i);
    s.op = name.op;
    s.object = name.object;
    s.location = &locations[e.loc];
    if (name.shows_value && op_is_memory(e.kind)) {
      s.has_value = true;
      s.value = op_writes(e.kind) ? e.value_written : e.value_read;
      s.value_type = s.location->value_type;
      s.value_text = format_value(s.value, e.size, s.value_type);
    }
    s.stack = event_stack(execution, i, locations);
    const Frame* user = user_frame(s.stack);
    s.where = user ? *user : frame_of(*s.location);
    s.key = keys.count(i) > 0;
    s.source = trim(sources.line(s.where.file, s.where.line));
    steps.push_back(std::move(s));
  }
  return steps;
}

std::string step_text(const TraceStep& s) {
  std::string text = s.op;
  if (!s.object.empty()) text += " " + s.object;
  if (s.has_value) text += " = " + s.value_text;  // as its C type prints (report/story.h)
  return text;
}

nlohmann::json location_json(const SourceLocation& loc) {
  return {{"file", loc.file}, {"line", loc.line}, {"column", loc.column}, {"function", loc.function}};
}

std::vector<Frame> bug_stack(const BugReport& report, const LocationTable& locations) {
  const Bug& bug = report.bug;
  const ExecutionResult& execution = report.execution;
  if (const auto race = describe_race(execution, bug, locations))
    return event_stack(execution, race->second.position, locations);
  if (bug.kind == BugKind::Deadlock && !bug.blocked.empty()) {
    // The first thread stuck on something other than a join (main joining a deadlocked
    // thread is a consequence, not the story).
    const BlockedThread* shown = &bug.blocked.front();
    for (const BlockedThread& b : bug.blocked) {
      if (b.blocking.reason != BlockReason::Join) {
        shown = &b;
        break;
      }
    }
    return final_stack(execution, shown->thread, shown->loc, locations);
  }
  // The execution ended with this bug: its thread stands where it failed.
  const bool ended_here = execution.bug && execution.bug->kind == bug.kind && execution.bug->loc == bug.loc &&
                          execution.bug->thread == bug.thread;
  if (ended_here && bug.loc) return final_stack(execution, bug.thread, bug.loc, locations);
  return {};
}

namespace {

// What a deadlocked thread waits for, the runtime's words for its mutex or condition variable
// ("a mutex held by thread 2", model/blocking.h) replaced by the program's name of it
// (model/sync_names.h: the same name the trace's steps give it), when the execution names it.
std::string waits_for_named(const BlockedThread& b, const StepNamer& namer) {
  const std::string_view words = waited_object_words(b.blocking.reason);
  const std::size_t at = words.empty() ? std::string::npos : b.waits_for.find(words);
  if (at == std::string::npos) return b.waits_for;
  std::string named;
  if (b.blocking.reason == BlockReason::Mutex) {
    named = namer.mutex_name(b.blocking.object);  // "mutex `m`", "mutex `from->lock` #2"
    if (named.starts_with("mutex@")) return b.waits_for;
  } else {
    const std::string object = namer.object_name(b.blocking.object, SyncObjectKind::CondVar);
    if (object.empty()) return b.waits_for;
    named = "condition variable `" + object + "`";
  }
  return b.waits_for.substr(0, at) + named + b.waits_for.substr(at + words.size());
}

std::string blocked_text(const BlockedThread& b, const StepNamer& namer) {
  return "thread " + std::to_string(b.thread) + " waits for " + waits_for_named(b, namer);
}

// A deadlock's message with the program's names (Bug::message has the runtime's words).
std::string deadlock_message(const Bug& bug, const StepNamer& namer) {
  std::string message;
  for (std::size_t i = 0; i < bug.blocked.size(); ++i) message += (i ? "; " : "") + blocked_text(bug.blocked[i], namer);
  return message;
}

}  // namespace

std::string bug_summary(const BugReport& report, const LocationTable& locations) {
  const Bug& bug = report.bug;
  switch (bug.kind) {
    case BugKind::DataRace:
      return bug.message;  // names both accesses, their threads and places
    case BugKind::Deadlock: {
      if (bug.blocked.empty()) return bug.message;
      const StepNamer namer(report.execution, locations);
      std::string story = "deadlock:";
      for (std::size_t i = 0; i < bug.blocked.size(); ++i) {
        // Where the program called what blocks (the user frame of its stack).
        const std::vector<Frame> stack = final_stack(report.execution, bug.blocked[i].thread, bug.blocked[i].loc, locations);
        const Frame* user = user_frame(stack);
        const Frame f = user ? *user : frame_of(locations[bug.blocked[i].loc]);
        story += std::string(i ? ";" : "") + " " + blocked_text(bug.blocked[i], namer) + " at " +
                 (f.file.empty() ? "?" : base_name(f.file)) + ":" + std::to_string(f.line);
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
  const SourceLocation& loc = locations[bug.loc];
  // A step inside a library is shown where the program called it.
  const std::vector<Frame> stack = bug_stack(report, locations);
  const Frame* user = user_frame(stack);
  const std::string where = user ? frame_position(*user) : short_location(loc);
  switch (bug.kind) {
    case BugKind::Deadlock:
      return "deadlock: " + (bug.blocked.empty() ? bug.message : deadlock_message(bug, StepNamer(report.execution, locations)));
    case BugKind::Assertion:
      return bug.message + " in thread " + std::to_string(bug.thread) + " at " + where;
    case BugKind::DataRace:
      return bug.message;  // "data race on `x`: write by thread 2 at a.c:14 vs read by thread 1 at a.c:30"
    default:
      // Without a location (main returned a non-zero status) the message says it all.
      return loc.file.empty() && !user ? bug.message : bug.message + " (at " + where + ")";
  }
}

std::string bug_fingerprint(const BugReport& report, const LocationTable& locations, SourceCache& sources) {
  const Bug& bug = report.bug;
  std::string basis = std::string(to_string(bug.kind));
  auto add_frames = [&](const std::vector<Frame>& stack, const SourceLocation& fallback) {
    const Frame* user = user_frame(stack);
    const Frame f = user ? *user : frame_of(fallback);
    // (append, not `"|" + s`: GCC 12 warns falsely about the latter, -Wrestrict)
    basis.append(1, '|').append(base_name(f.file)).append(1, '|').append(trim(sources.line(f.file, f.line)));
    for (const Frame& frame : stack)
      if (!frame.library && !frame.lost) basis.append(1, '|').append(frame.function);
    if (stack.empty()) basis.append(1, '|').append(f.function);
  };
  add_frames(bug_stack(report, locations), locations[bug.loc]);
  basis.append(1, '|').append(locations[bug.loc].object);
  if (const auto race = describe_race(report.execution, bug, locations)) {
    // The other access too; both orders of a race are one finding.
    std::string mine = basis;
    basis.clear();
    add_frames(event_stack(report.execution, race->first.position, locations), locations[race->first.loc]);
    basis = std::min(mine, basis) + "#" + std::max(mine, basis);
  }
  char hex[24];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a(basis)));
  return hex;
}

nlohmann::json bug_json(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                        int id) {
  const Bug& bug = report.bug;
  const ExecutionResult& execution = report.execution;
  nlohmann::json j;
  j["id"] = id;
  j["kind"] = std::string(to_string(bug.kind));
  const std::optional<StepNamer> namer =
      bug.blocked.empty() ? std::nullopt : std::optional<StepNamer>(std::in_place, execution, locations);
  j["message"] = namer ? deadlock_message(bug, *namer) : bug.message;
  j["headline"] = bug_headline(report, locations);
  const std::vector<Frame> stack = bug_stack(report, locations);
  const Frame* user = user_frame(stack);
  j["location"] = user ? frame_location_json(*user) : location_json(locations[bug.loc]);
  j["stack"] = frames_json(stack);
  j["summary"] = bug_summary(report, locations);
  j["thread"] = bug.thread;
  if (!report.found_by.empty()) j["found_by"] = report.found_by;  // a hunting strategy
  nlohmann::json related = nlohmann::json::array();
  const auto race = describe_race(execution, bug, locations);
  auto access_json = [&](const RaceAccess& a) {
    const std::vector<Frame> access_stack = event_stack(execution, a.position, locations);
    const Frame* access_user = user_frame(access_stack);
    return nlohmann::json{{"thread", a.thread},
                          {"op", a.op},
                          {"size", a.size},
                          {"address", a.addr},
                          {"locks_held", a.locks},
                          {"description", a.description},
                          {"step", a.position},
                          {"location", access_user ? frame_location_json(*access_user) : location_json(locations[a.loc])},
                          {"stack", frames_json(access_stack)}};
  };
  if (race) {
    j["access"] = access_json(race->second);
    nlohmann::json first = access_json(race->first);
    first["message"] = "previous " + race->first.description;
    related.push_back(first);
  } else if (bug.related_loc) {
    related.push_back({{"message", "related operation of thread " + std::to_string(bug.related_thread)},
                       {"location", location_json(locations[bug.related_loc])},
                       {"stack", nlohmann::json::array()}});
  }
  j["related"] = related;
  nlohmann::json blocked = nlohmann::json::array();
  for (const BlockedThread& b : bug.blocked) {
    const std::vector<Frame> blocked_stack = final_stack(execution, b.thread, b.loc, locations);
    const Frame* blocked_user = user_frame(blocked_stack);
    blocked.push_back({{"thread", b.thread},
                       {"waits_for", waits_for_named(b, *namer)},
                       {"reason", std::string(to_string(b.blocking.reason))},
                       {"object", b.blocking.object},
                       {"text", blocked_text(b, *namer)},
                       {"location", blocked_user ? frame_location_json(*blocked_user) : location_json(locations[b.loc])},
                       {"stack", frames_json(blocked_stack)}});
  }
  j["blocked"] = blocked;
  // Where each thread of the execution was created (main: nowhere).
  nlohmann::json threads = nlohmann::json::array({{{"thread", 0}, {"created_at", nlohmann::json::array()}}});
  for (const auto& [child, position] : creations(execution))
    threads.push_back({{"thread", child},
                       {"created_by", execution.events[position].thread},
                       {"step", position},
                       {"created_at", frames_json(event_stack(execution, position, locations))}});
  j["threads"] = threads;
  const std::set<std::size_t> keys = key_steps(report, locations);
  j["key_steps"] = keys;
  nlohmann::json steps = nlohmann::json::array();
  const std::vector<TraceStep> trace = trace_steps(execution, locations, sources, keys);
  for (const TraceStep& s : trace) {
    nlohmann::json value = nullptr;
    if (s.has_value) {
      const Event& e = execution.events[s.step];
      const std::string text = format_value(s.value, e.size, ValueType::Signed);
      // Always an integer (docs/json-schema.md): negative for signed types; the bits of
      // a floating-point value; `value_text` prints it as C would.
      if (s.value_type == ValueType::Unsigned || s.value_type == ValueType::Pointer ||
          s.value_type == ValueType::Bool || s.value_type == ValueType::Float)
        value = s.value;
      else
        value = std::stoll(text);
    }
    nlohmann::json step = {{"step", s.step},
                           {"thread", s.thread},
                           {"op", s.op},
                           {"object", s.object},
                           {"value", value},
                           {"text", step_text(s)},
                           {"location", frame_location_json(s.where)},
                           {"stack", trace_step_stack_json(s.stack)},
                           {"source", s.source}};
    if (s.has_value) step["value_text"] = s.value_text;
    if (s.key) step["key"] = true;
    steps.push_back(std::move(step));
  }
  // Loops the text and SARIF reports fold (the steps are all here).
  nlohmann::json loops = nlohmann::json::array();
  const FoldPlan plan = plan_folds(trace);
  for (std::size_t i = 0; i < trace.size(); ++i) {
    if (!plan.hidden[i] || (i > 0 && plan.hidden[i - 1])) continue;
    std::size_t last = i;
    while (last + 1 < trace.size() && plan.hidden[last + 1]) ++last;
    loops.push_back({{"first_step", trace[i].step}, {"last_step", trace[last].step}, {"summary", plan.summary.at(i)}});
  }
  // Who created each thread of the schedule, as the n-th create of its creator: `braid
  // replay` names the threads as the check did (runtime/thread_names.h), whatever order the
  // check met them in before.
  nlohmann::json names = nlohmann::json::array();
  std::map<ThreadId, std::uint32_t> creates;
  for (const Event& e : execution.events)
    if (e.kind == OpKind::ThreadCreate) names.push_back({{"creator", e.thread}, {"nth", creates[e.thread]++}, {"thread", e.peer}});
  j["trace"] = {{"schedule", execution.schedule}, {"steps", steps}, {"folded", loops}, {"output", execution.output},
                {"nondet_values", nondet_draws_json(execution.nondet_draws, locations)}, {"thread_names", names}};
  return j;
}

namespace {

// What a draw that is not a program's nondet call decides, in words ("" for a program call).
std::string nondet_choice_text(const NondetDraw& d) {
  switch (d.choice) {
    case NondetChoice::ProgramCall: return "";
    case NondetChoice::TimedWaitWakeup:
      return d.value ? "spurious wake-up (returns 0 before its deadline)" : "timeout (ETIMEDOUT)";
  }
  return "";
}

// One draw as the text report lists it: "main call 1 = 3 (int)", or for a choice of the
// model "thread main.0: the timed wait at a.c:12:5 ends in a spurious wake-up (...)".
std::string nondet_draw_text(const NondetDraw& d, const LocationTable& locations) {
  if (d.choice == NondetChoice::ProgramCall)
    return slot_text(d.slot) + " = " + value_text(d.type, d.value) + " (" + std::string(to_string(d.type)) + ")";
  return "thread " + thread_path_text(d.slot.thread) + ": the timed wait at " + short_location(locations[d.loc]) +
         " ends in a " + nondet_choice_text(d);
}

}  // namespace

nlohmann::json nondet_draws_json(std::span<const NondetDraw> draws, const LocationTable& locations) {
  nlohmann::json a = nlohmann::json::array();
  for (const NondetDraw& d : draws) {
    nlohmann::json j = {{"thread", d.slot.thread},
                        {"thread_name", thread_path_text(d.slot.thread)},
                        {"index", d.slot.index},
                        {"type", std::string(to_string(d.type))},
                        {"value", d.value},
                        {"value_text", value_text(d.type, d.value)}};
    // What it is: the program's call, or a choice of braid's model made at a location.
    j["choice"] = d.choice == NondetChoice::ProgramCall ? "program-call" : "timed-wait-wakeup";
    if (d.choice != NondetChoice::ProgramCall) {
      j["meaning"] = nondet_choice_text(d);
      if (!locations[d.loc].file.empty()) j["location"] = location_json(locations[d.loc]);
    }
    a.push_back(std::move(j));
  }
  return a;
}

NondetAssignment nondet_assignment_from_json(const nlohmann::json& draws) {
  NondetAssignment a;
  if (!draws.is_array()) return a;
  for (const nlohmann::json& d : draws) {
    const auto value = d.at("value").get<std::int64_t>();
    if (value != 0) a[NondetSlot{d.at("thread").get<ThreadPath>(), d.at("index").get<std::uint32_t>()}] = value;
  }
  return a;
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
          {"early_timeouts", options.early_timeouts},
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
  j["jobs"] = result.jobs;  // workers that explored
  if (!result.stats.workers.empty()) j["workers"] = worker_stats_json(result.stats.workers);
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
  j["memory_model"] = std::string(to_string(result.memory_model));  // the model the verdict is for
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
  j["fixed_inputs"] = fixed_input_names(result.fixed_input_kinds);
  j["files_checked_as_cxx20"] = result.files_checked_as_cxx20;
  // What --time-limit cut after the exploration, typed (the notes say it in words).
  j["time_limit_cuts"] = {{"bugs_without_stacks", result.bugs_without_stacks},
                          {"bugs_not_sent_ahead", result.bugs_not_sent_ahead}};
  j["notes"] = result.notes;
  return j;
}

std::string text_bug(const BugReport& report, const LocationTable& locations, SourceCache& sources, int id,
                     const ReportOptions& options) {
  std::ostringstream out;
  const Bug& bug = report.bug;
  const ExecutionResult& execution = report.execution;
  const std::string stack_indent = "        ";
  out << "bug " << id << ": " << to_string(bug.kind) << ": " << bug_headline(report, locations) << "\n";
  if (!report.found_by.empty()) out << "  found by hunting: " << report.found_by << "\n";
  // The values it needs (every nondet call of the execution, in order), and apart the
  // choices of braid's model drawn the same way (a timed wait's spurious wake-up or timeout).
  for (const bool program_calls : {true, false}) {
    constexpr std::size_t kShownDraws = 8;
    std::vector<const NondetDraw*> draws;
    for (const NondetDraw& d : execution.nondet_draws)
      if ((d.choice == NondetChoice::ProgramCall) == program_calls) draws.push_back(&d);
    if (draws.empty()) continue;
    out << (program_calls ? "  nondet values:" : "  timed waits:");
    for (std::size_t i = 0; i < draws.size() && i < kShownDraws; ++i)
      out << (i ? (program_calls ? ", " : "; ") : " ") << nondet_draw_text(*draws[i], locations);
    if (draws.size() > kShownDraws) out << ", and " << draws.size() - kShownDraws << " more (in the trace file)";
    out << "\n";
  }
  const std::vector<Frame> stack = bug_stack(report, locations);
  const Frame* user = user_frame(stack);
  const Frame where = user ? *user : frame_of(locations[bug.loc]);
  if (!where.file.empty()) {
    out << "  --> " << where.file << ":" << where.line << ":" << where.column << "\n";
    const std::string src = trim(sources.line(where.file, where.line));
    if (!src.empty()) out << "   |  " << src << "\n";
  }
  const auto race = describe_race(execution, bug, locations);
  if (!race && !stack.empty() && bug.kind != BugKind::Deadlock) out << text_stack(stack, options.full_stacks, stack_indent);
  const std::optional<StepNamer> namer =
      bug.blocked.empty() ? std::nullopt : std::optional<StepNamer>(std::in_place, execution, locations);
  for (const BlockedThread& b : bug.blocked) {
    const std::vector<Frame> blocked_stack = final_stack(execution, b.thread, b.loc, locations);
    const Frame* blocked_user = user_frame(blocked_stack);
    out << "  thread " << b.thread << " blocked at "
        << (blocked_user ? frame_position(*blocked_user) : short_location(locations[b.loc])) << ", waiting for "
        << waits_for_named(b, *namer) << "\n";
    out << text_stack(blocked_stack, options.full_stacks, stack_indent);
  }
  if (race) {
    out << "  access:   " << race->second.description << "\n";
    out << text_stack(event_stack(execution, race->second.position, locations), options.full_stacks, stack_indent);
    out << "  previous: " << race->first.description << "\n";
    out << text_stack(event_stack(execution, race->first.position, locations), options.full_stacks, stack_indent);
  } else if (bug.related_loc) {
    out << "  related: " << short_location(locations[bug.related_loc]) << "\n";
  }
  // Where the threads that take part came from (TSan's "Thread T1 created at").
  std::set<ThreadId> involved{bug.thread};
  if (race) involved.insert({race->first.thread, race->second.thread});
  for (const BlockedThread& b : bug.blocked) involved.insert(b.thread);
  for (const auto& [child, position] : creations(execution)) {
    if (!involved.count(child)) continue;
    const std::vector<Frame> created = event_stack(execution, position, locations);
    out << "  thread " << child << " created by thread " << execution.events[position].thread;
    if (created.empty()) {
      out << " at " << short_location(locations[execution.events[position].loc]) << "\n";
    } else {
      out << " at:\n" << text_stack(created, options.full_stacks, stack_indent);
    }
  }
  const std::set<std::size_t> keys = key_steps(report, locations);
  const std::vector<TraceStep> steps = trace_steps(execution, locations, sources, keys);
  out << "  trace (" << execution.events.size() << (execution.events.size() == 1 ? " step" : " steps")
      << (execution.events.size() > kMaxTraceSteps ? ", middle elided" : "")
      << (keys.empty() ? "" : "; * marks the steps that explain the bug") << "):\n";
  const FoldPlan plan = plan_folds(steps);
  ThreadId last = kNoThread;
  std::size_t expected_step = 0;
  for (std::size_t k = 0; k < steps.size(); ++k) {
    const TraceStep& s = steps[k];
    if (s.step != expected_step) out << "   ... " << (s.step - expected_step) << " steps elided ...\n";
    expected_step = s.step + 1;
    if (s.thread != last && (!plan.hidden[k] || plan.summary.count(k))) {
      out << "   -- thread " << s.thread << " --\n";
      last = s.thread;
    }
    if (plan.hidden[k]) {
      if (auto it = plan.summary.find(k); it != plan.summary.end()) out << "   " << it->second << "\n";
      continue;
    }
    if (s.thread != last) {
      out << "   -- thread " << s.thread << " --\n";
      last = s.thread;
    }
    char head[96];
    std::snprintf(head, sizeof head, " %s %4zu  T%-2u %-12s", s.key ? "*" : " ", s.step, s.thread, s.op.c_str());
    out << head << " " << s.object;
    if (s.has_value) out << " = " << s.value_text;
    out << "  @ " << frame_position(s.where);
    if (const std::string path = call_path(s.stack); !path.empty()) out << " " << path;
    if (!s.source.empty()) out << "   " << s.source;
    out << "\n";
  }
  if (!execution.output.empty()) {
    out << "  program output in this execution:\n";
    std::istringstream lines(execution.output);
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
  out << result.algorithm << ": " << result.stats.executions << (result.stats.executions == 1 ? " execution" : " executions");
  if (result.stats.blocked) out << ", " << result.stats.blocked << " blocked (redundant)";
  if (result.stats.assume_blocked) out << ", " << result.stats.assume_blocked << " cut by assume";
  if (verdict.complete()) out << ", complete";
  if (result.memory_model == MemoryModel::SC) out << " (memory model: sequential consistency)";
  out << ", " << time << " s, " << result.bugs.size() << (result.bugs.size() == 1 ? " bug" : " bugs");
  if (!verdict.complete()) {
    out << "\ncoverage: " << verdict.coverage;
    if (result.hunt) out << " (hunting ran " << result.hunt->executions << (result.hunt->executions == 1 ? " execution)" : " executions)");
  }
  return out.str();
}

std::string text_report(const CheckResult& result, const Program& program, SourceCache& sources,
                        const ReportOptions& options) {
  std::string out;
  int id = 1;
  for (const BugReport& b : result.bugs) {
    out += text_bug(b, program.locations(), sources, id++, options);
    out += "\n";
  }
  out += text_summary(result) + "\n";
  for (const CoverageGap& gap : verdict_of(result).gaps) out += "not covered: " + gap.text + "\n";
  for (const std::string& note : result.notes) out += "note: " + note + "\n";
  return out;
}

nlohmann::json sarif_report(const CheckResult& result, const Program& program, SourceCache& sources,
                            const ReportOptions& options) {
  const LocationTable& locations = program.locations();
  auto physical = [](const Frame& f) {
    // No source file (an operation braid's runtime makes itself, a refusal made during
    // static initialisation): a location without a physical place, never a "file://" URI.
    if (f.file.empty()) return nlohmann::json::object();
    nlohmann::json region = {{"startLine", std::max<std::uint32_t>(f.line, 1)}};
    if (f.column) region["startColumn"] = f.column;
    return nlohmann::json{{"physicalLocation",
                           {{"artifactLocation", {{"uri", "file://" + f.file}}}, {"region", region}}}};
  };
  // A SARIF stack: user frames, library frames only with --full-stacks (SARIF has no
  // folding; a frame without a file has no physical location).
  auto sarif_stack = [&](const std::vector<Frame>& frames, const std::string& message) {
    nlohmann::json out_frames = nlohmann::json::array();
    for (const Frame& f : frames) {
      if ((f.library && !options.full_stacks) || f.lost) continue;
      nlohmann::json loc = f.file.empty() ? nlohmann::json::object() : physical(f);
      loc["message"] = {{"text", f.function}};
      out_frames.push_back({{"location", loc}});
    }
    return nlohmann::json{{"message", {{"text", message}}}, {"frames", out_frames}};
  };
  nlohmann::json results = nlohmann::json::array();
  std::set<std::string> rule_ids;
  for (const BugReport& b : result.bugs) {
    const std::string rule(to_string(b.bug.kind));
    rule_ids.insert(rule);
    const std::set<std::size_t> keys = key_steps(b, locations);
    const std::vector<TraceStep> steps = trace_steps(b.execution, locations, sources, keys);
    const FoldPlan plan = plan_folds(steps);
    // One threadFlow per program thread, each listing that thread's steps in order.
    std::map<ThreadId, nlohmann::json> flows;
    auto flow_of = [&](ThreadId t) -> nlohmann::json& {
      auto& flow = flows[t];
      if (flow.is_null()) flow = {{"id", "thread-" + std::to_string(t)}, {"locations", nlohmann::json::array()}};
      return flow;
    };
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const TraceStep& s = steps[k];
      if (plan.hidden[k]) {
        if (auto it = plan.summary.find(k); it != plan.summary.end()) {
          nlohmann::json loc = physical(s.where);
          loc["message"] = {{"text", it->second}};
          flow_of(s.thread)["locations"].push_back(
              {{"location", loc}, {"executionOrder", s.step}, {"importance", "unimportant"}});
        }
        continue;
      }
      const std::string text = "step " + std::to_string(s.step) + ": thread " + std::to_string(s.thread) + " " + step_text(s);
      nlohmann::json loc = physical(s.where);
      loc["message"] = {{"text", text}};
      nlohmann::json flow_location = {{"location", loc},
                                      {"executionOrder", s.step},
                                      {"importance", s.key ? "essential" : "important"}};
      if (!s.stack.empty()) flow_location["stack"] = sarif_stack(s.stack, "thread " + std::to_string(s.thread));
      flow_of(s.thread)["locations"].push_back(std::move(flow_location));
    }
    nlohmann::json thread_flows = nlohmann::json::array();
    for (auto& [tid, flow] : flows) thread_flows.push_back(flow);
    const std::vector<Frame> stack = bug_stack(b, locations);
    const Frame* user = user_frame(stack);
    nlohmann::json related = nlohmann::json::array();
    int related_id = 1;
    if (const auto race = describe_race(b.execution, b.bug, locations)) {
      const std::vector<Frame> other = event_stack(b.execution, race->first.position, locations);
      const Frame* other_user = user_frame(other);
      nlohmann::json loc = physical(other_user ? *other_user : frame_of(locations[race->first.loc]));
      loc["id"] = related_id++;
      loc["message"] = {{"text", "previous " + race->first.description}};
      related.push_back(std::move(loc));
    }
    const std::optional<StepNamer> namer =
        b.bug.blocked.empty() ? std::nullopt : std::optional<StepNamer>(std::in_place, b.execution, locations);
    for (const BlockedThread& bt : b.bug.blocked) {
      const std::vector<Frame> blocked = final_stack(b.execution, bt.thread, bt.loc, locations);
      const Frame* blocked_user = user_frame(blocked);
      nlohmann::json loc = physical(blocked_user ? *blocked_user : frame_of(locations[bt.loc]));
      loc["id"] = related_id++;
      loc["message"] = {{"text", blocked_text(bt, *namer)}};
      related.push_back(std::move(loc));
    }
    nlohmann::json r = {{"ruleId", rule},
                        {"level", b.bug.kind == BugKind::DataRace ? "warning" : "error"},
                        {"message", {{"text", bug_headline(b, locations)}}},
                        {"partialFingerprints", {{"braidFinding/v1", bug_fingerprint(b, locations, sources)}}},
                        {"codeFlows", nlohmann::json::array({{{"threadFlows", thread_flows}}})}};
    if (const Frame where = user ? *user : frame_of(locations[b.bug.loc]); !where.file.empty())
      r["locations"] = nlohmann::json::array({physical(where)});
    if (!related.empty()) r["relatedLocations"] = related;
    // The bug's stack, the other access of a race, and where each thread was created (as
    // the text report lists them).
    nlohmann::json stacks = nlohmann::json::array();
    if (!stack.empty()) stacks.push_back(sarif_stack(stack, "thread " + std::to_string(b.bug.thread)));
    if (const auto race = describe_race(b.execution, b.bug, locations)) {
      const std::vector<Frame> other = event_stack(b.execution, race->first.position, locations);
      if (!other.empty()) stacks.push_back(sarif_stack(other, "previous " + race->first.description));
    }
    for (const auto& [child, position] : creations(b.execution)) {
      const std::vector<Frame> created = event_stack(b.execution, position, locations);
      if (!created.empty())
        stacks.push_back(sarif_stack(created, "thread " + std::to_string(child) + " created by thread " +
                                                  std::to_string(b.execution.events[position].thread)));
    }
    if (!stacks.empty()) r["stacks"] = std::move(stacks);
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
  // The engine's notes (a fallback to another algorithm, --jobs on one worker, ...), as the
  // text and JSON reports carry them: informational, they leave the verdict unchanged.
  for (const std::string& note : result.notes)
    notifications.push_back({{"level", "note"}, {"descriptor", {{"id", "note"}}}, {"message", {{"text", note}}}});
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

nlohmann::json sarif_failure_report(const nlohmann::json& bugs, const std::string& failure_kind,
                                    const std::string& failure_message, int exit_code) {
  nlohmann::json results = nlohmann::json::array();
  std::set<std::string> rule_ids;
  for (const nlohmann::json& b : bugs) {
    const std::string kind = b.value("kind", "bug");
    rule_ids.insert(kind);
    nlohmann::json r = {{"ruleId", kind},
                        {"level", kind == "data-race" ? "warning" : "error"},
                        {"message", {{"text", b.value("headline", b.value("message", kind))}}}};
    const nlohmann::json loc = b.value("location", nlohmann::json::object());
    if (!loc.value("file", std::string()).empty()) {
      nlohmann::json region = {{"startLine", std::max(loc.value("line", 1), 1)}};
      if (loc.value("column", 0) > 0) region["startColumn"] = loc.value("column", 0);
      r["locations"] = nlohmann::json::array(
          {{{"physicalLocation",
             {{"artifactLocation", {{"uri", "file://" + loc.value("file", std::string())}}}, {"region", region}}}}});
    }
    results.push_back(std::move(r));
  }
  nlohmann::json rules = nlohmann::json::array();
  for (const std::string& id : rule_ids) rules.push_back({{"id", id}, {"shortDescription", {{"text", id}}}});
  const nlohmann::json notification = {
      {"level", "error"},
      {"descriptor", {{"id", "incomplete/engine-" + failure_kind}}},
      {"message", {{"text", "verification INCOMPLETE: " + failure_message}}}};
  const nlohmann::json invocation = {{"executionSuccessful", false},
                                     {"exitCode", exit_code},
                                     {"toolExecutionNotifications", nlohmann::json::array({notification})}};
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs",
           nlohmann::json::array({{{"tool", {{"driver", {{"name", "braid"}, {"version", BRAID_VERSION}, {"rules", rules}}}}},
                                   {"invocations", nlohmann::json::array({invocation})},
                                   {"results", results}}})}};
}

}  // namespace braid
