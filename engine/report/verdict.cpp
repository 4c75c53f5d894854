#include "report/verdict.h"

#include <algorithm>
#include <cstdio>

namespace braid {

namespace {

std::string plural(std::uint64_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", s);
  return buf;
}

std::string probability_text(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", p);
  return buf;
}

// The PCT depth quoted in the text: the deepest whose guarantee is not negligible.
int quoted_pct_depth(const HuntCoverage& hunt) {
  int quoted = 0;
  for (int d = 1; d <= HuntCoverage::kMaxPctDepth; ++d)
    if (hunt.pct_probability(d) >= 0.01) quoted = d;
  return quoted;
}

// The strongest claim on the schedules covered, never more than was explored: a complete
// verdict; else every schedule up to K preemptions (the preemption-bounded algorithm, or
// hunting's iterative search); else the random schedules hunting ran; else nothing.
void describe_coverage(Verdict& v, const CheckResult& result) {
  if (v.complete()) {
    v.coverage_kind = "complete";
    v.coverage = "complete";
    return;
  }
  int k = result.stopped_by == StopReason::None ? result.stats.complete_up_to_preemptions : -1;
  if (result.hunt) k = std::max(k, result.hunt->complete_preemption_bound);
  // Every schedule explored, but timed waits could not time out early more than N times per
  // thread: complete up to that bound (with a preemption bound, up to both).
  const bool early_timeout_bounded = result.early_timeout_bound_executions > 0;
  const bool schedules_complete = result.stopped_by == StopReason::None && result.stats.complete;
  const std::string early_timeouts_text =
      plural(result.early_timeouts, "early timeout", "early timeouts") + " per thread";
  std::string text;
  if (k >= 0 || (early_timeout_bounded && schedules_complete)) {
    v.coverage_kind = "bounded";
    if (k >= 0) {
      v.preemption_bound = k;
      text = "complete up to " + plural(static_cast<std::uint64_t>(k), "preemption", "preemptions");
    }
    if (early_timeout_bounded) {
      v.early_timeouts_per_thread = static_cast<int>(result.early_timeouts);
      text += (text.empty() ? "complete up to " : " and ") + early_timeouts_text;
    }
  } else if (result.hunt && result.hunt->random_schedules() > 0) {
    v.coverage_kind = "random";
    text = plural(result.hunt->random_schedules(), "random schedule", "random schedules");
    if (const int d = quoted_pct_depth(*result.hunt))
      text += " (PCT depth " + std::to_string(d) + ": probability >= " +
              probability_text(result.hunt->pct_probability(d)) + " of finding any bug of depth <= " +
              std::to_string(d) + ")";
  } else {
    v.coverage_kind = "incomplete";
    v.coverage = "incomplete";
    return;
  }
  // Gaps other than where the exploration stopped qualify the claim too.
  std::string others;
  for (const CoverageGap& g : v.gaps) {
    static const char* const kStops[] = {"time-limit", "execution-limit", "first-bug", "cancelled",
                                         "stopped-early", "preemption-bound", "hunt-only"};
    if (std::find(std::begin(kStops), std::end(kStops), g.code) != std::end(kStops)) continue;
    if (g.code == "early-timeout-bound" && v.early_timeouts_per_thread >= 0) continue;  // in the claim
    others += (others.empty() ? "" : ", ") + g.label;
  }
  v.coverage = others.empty() ? text : text + ", except: " + others;
}

}  // namespace

std::string nondet_values_text(const NondetCoverage& nondet) {
  // At most a few slots by name: a loop of nondet calls would make the sentence endless.
  std::string list;
  std::size_t shown = 0;
  constexpr std::size_t kShownSlots = 6;
  for (const NondetCoverage::Slot& s : nondet.slots) {
    if (shown++ == kShownSlots) {
      list += ", and " + std::to_string(nondet.slots.size() - kShownSlots) + " more";
      break;
    }
    const char* origin = !s.domain.learnt        ? ""
                         : s.domain.exhaustive ? " (learnt range)"
                                               : " (boundary values of the learnt range and of its comparisons)";
    list += (list.empty() ? "" : ", ") + slot_text(s.slot) + " (" + std::string(to_string(s.type)) + ") " +
            domain_text(s.type, s.domain) + origin;
  }
  std::string text = "nondet values explored over " + list + ": " +
                     plural(nondet.assignments, "value assignment", "value assignments") +
                     ", each with every schedule; other values of the " +
                     (nondet.slots.size() == 1 ? "call" : "calls") +
                     " whose type has more values than these were not explored";
  if (nondet.unexplored) text += " (" + std::to_string(nondet.unexplored) + " more assignments were not explored)";
  return text;
}

Verdict verdict_of(const CheckResult& result) {
  Verdict v;
  v.bug_found = !result.bugs.empty();
  const std::uint64_t n = result.stats.executions;
  auto add = [&](std::string code, std::string label, std::string text, std::uint64_t count = 0) {
    v.gaps.push_back(CoverageGap{std::move(code), std::move(label), std::move(text), count});
  };
  const std::string after = " after " + plural(n, "execution", "executions");
  switch (result.stopped_by) {
    case StopReason::TimeLimit:
      add("time-limit", "time limit",
          "the time limit (" + seconds_text(result.time_limit_s) + " s) stopped the exploration" + after +
              "; the remaining schedules were not explored", n);
      break;
    case StopReason::ExecutionLimit:
      add("execution-limit", "execution limit",
          "the execution limit (" + std::to_string(result.max_executions) + ") stopped the exploration" + after +
              "; the remaining schedules were not explored", n);
      break;
    case StopReason::FirstBug:
      add("first-bug", "stopped at first bug",
          "--stop-on-first-bug stopped the exploration at the first bug" + after +
              "; other bugs may exist in the schedules not explored", n);
      break;
    case StopReason::Cancelled:
      add("cancelled", "cancelled", "the check was cancelled" + after, n);
      break;
    case StopReason::None:
      // The algorithm ended without exploring its whole space, and no budget stopped it.
      // (unless a reason below explains it: executions cut by a bound, divergence, a
      // preemption bound)
      if (!result.stats.complete && result.stats.complete_up_to_preemptions >= 0) {
        const auto bound = static_cast<std::uint64_t>(result.stats.complete_up_to_preemptions);
        const std::string preemptions = plural(bound, "preemption", "preemptions");
        add("preemption-bound", "up to " + preemptions,
            "only schedules with at most " + preemptions + " were explored (--preemption-bound " +
                std::to_string(bound) + "): every one of them was, schedules with more preemptions were not", n);
      } else if (!result.stats.complete && !result.bound_executions && !result.divergent &&
                 !result.reached_unsupported())
        add("stopped-early", "stopped early", "the exploration ended early" + after + " without covering every schedule", n);
      break;
  }
  // (An unsupported construct clears stats.complete too, with its own gap below: hunting
  // that exhausted the space is then not "hunting only".)
  const bool hunt_exhausted = result.hunt && result.hunt->space_exhausted && result.stopped_by == StopReason::None;
  if (result.strategy == Strategy::Hunt && !result.stats.complete &&
      !(hunt_exhausted && result.reached_unsupported())) {
    add("hunt-only", "hunting only",
        "--strategy hunt ran schedules chosen by hunting strategies (preemption bounding, PCT, POS, other orders), "
        "not the whole space", n);
  }
  if (result.bound_executions) {
    add("bound", "bounded executions",
        plural(result.bound_executions, "execution was", "executions were") +
            " cut short by a bound (--max-steps or a runtime limit): what they would have done next was not explored",
        result.bound_executions);
  }
  for (const BugReport& b : result.bugs) {
    if (b.bug.kind != BugKind::Unsupported) continue;
    add("unsupported", "unsupported construct",
        "an execution reached an operation braid does not support (" + b.bug.message + "); it was not explored further");
    break;
  }
  if (result.assumes_race_freedom && (!result.races_detected || result.races_sampled)) {
    add("race-free-assumption", "race freedom not checked",
        result.algorithm + " explores plain accesses as if the program were data-race free, and race detection "
        "was off or sampled: if the program has a data race, the orders of racing accesses were not explored");
  } else if (result.assumes_race_freedom) {
    for (const BugReport& b : result.bugs) {
      if (b.bug.kind != BugKind::DataRace) continue;
      add("race-free-assumption", "racing accesses not interleaved",
          result.algorithm + " explores plain accesses as if the program were data-race free; it has a data "
          "race, so the orders of racing accesses were not explored (--algo=pop explores them)");
      break;
    }
  }
  if (result.unrun_static_destructors) {
    add("static-destructors", "global destructors not run",
        plural(result.unrun_static_destructors, "destructor", "destructors") +
            " of global objects not run: they reach library code (e.g. a member std::string's destructor) that may "
            "free memory the library allocated once for all executions, so what they do at exit (and how that "
            "interleaves with threads still running) is not verified",
        result.unrun_static_destructors);
  }
  if (!result.ignored_target_flags.empty()) {
    std::string flags;
    for (const std::string& f : result.ignored_target_flags) flags += (flags.empty() ? "" : " ") + f;
    add("host-target", "compiled for the host",
        "the program was compiled and run for this 64-bit host, not for the target " + flags +
            " asks for (braid JIT-compiles for the host): behaviours that depend on the target's type sizes and "
            "layouts (a 32-bit long or pointer wrapping, sizeof, structure offsets) were not explored");
  }
  if (result.divergent) {
    add("divergence", "executions may differ",
        "executions of the same schedule may differ (a source of nondeterminism braid does not replay: see the "
        "notes), so schedules explored as one may hide behaviours");
  }
  if (result.nondet && result.nondet->bounded()) {
    add("nondet-values-bounded", "nondet values bounded", nondet_values_text(*result.nondet),
        result.nondet->assignments);
  }
  if (result.nondet && result.nondet->dropped) {
    add("nondet-assignments-dropped", "nondet combinations left out",
        plural(result.nondet->dropped, "combination", "combinations") +
            " of values of the nondet calls reached were not explored: the search keeps at most 65536 value "
            "assignments (" + plural(result.nondet->assignments, "was", "were") + " explored)",
        result.nondet->dropped);
  }
  if (result.nondet_executions) {
    // Name only the kinds that occurred (a program seeding rand() from the clock does not
    // call __VERIFIER_nondet_* in its static initialisation).
    std::vector<std::string> inputs;
    if (result.fixed_input_kinds & kFixedRandomDevice) inputs.push_back("std::random_device gave a fixed sequence");
    if (result.fixed_input_kinds & kFixedRandSeed)
      inputs.push_back("rand() / random() / drand48() seeded from a non-constant seed gave a fixed sequence");
    if (result.fixed_input_kinds & kFixedStaticInitNondet)
      inputs.push_back("__VERIFIER_nondet_* called by static initialisation returned 0");
    if (inputs.empty()) inputs.push_back("library inputs were given one fixed value");
    std::string what = inputs[0];
    for (std::size_t i = 1; i < inputs.size(); ++i) what += (i + 1 == inputs.size() ? ", and " : ", ") + inputs[i];
    add("nondet-inputs", "library inputs fixed",
        what + " (in " + plural(result.nondet_executions, "execution", "executions") +
            "): only schedules were explored, not other values of these inputs",
        result.nondet_executions);
  }
  if (result.lock_all_half_observable_executions) {
    add("std-lock-model", "std::lock taken in turn",
        "std::lock / std::scoped_lock of several mutexes is explored with one std::lock at a time taking its "
        "mutexes (docs/runtime.md, \"std::lock\"); in " +
            plural(result.lock_all_half_observable_executions, "execution", "executions") +
            " another thread trylocked one of those mutexes, which could also see states of the real std::lock "
            "the model does not reach (two calls holding parts of their sets at once)",
        result.lock_all_half_observable_executions);
  }
  if (result.early_timeout_bound_executions) {
    const std::string per_thread = plural(result.early_timeouts, "early timeout", "early timeouts") + " per thread";
    add("early-timeout-bound", "up to " + per_thread,
        "timed waits (condition variable, futex) time out early at most " +
            plural(result.early_timeouts, "time", "times") + " per thread and execution (--early-timeouts=" +
            std::to_string(result.early_timeouts) + "); in " +
            plural(result.early_timeout_bound_executions, "execution", "executions") +
            " a thread's timed wait could have timed out early but had used them, so behaviours after more early "
            "timeouts of one thread (giving up after repeated timeouts) were not explored: raise --early-timeouts "
            "to explore them",
        result.early_timeout_bound_executions);
  }
  if (result.memory_model == MemoryModel::C11 && result.weak_memory_loads) {
    std::string first;
    if (const auto& w = result.first_weak_load) {
      std::string file = w->file;
      if (const auto slash = file.rfind('/'); slash != std::string::npos) file = file.substr(slash + 1);
      first = " (first at " + file + ":" + std::to_string(w->line) + ", " + w->order + ", which could read " +
              (w->later_write ? "a write its schedule ran later" : "an older write") + ")";
    }
    add("weak-memory", "weak memory",
        "the exploration is sequentially consistent, and " +
            plural(result.weak_memory_loads, "atomic load", "atomic loads") + first +
            " could read another write under the C11 memory model than in the explored executions (in " +
            plural(result.weak_memory_executions, "execution", "executions") +
            "): behaviours of the weaker memory orders were not explored (--memory-model=sc checks the program "
            "under sequential consistency, complete without this gap)",
        result.weak_memory_executions);
  }
  if (n > 0 && result.stats.assume_blocked == n) {
    add("assume-blocked", "every execution cut by an assume",
        "every execution was cut short by a failed __VERIFIER_assume: nothing after the assumptions was verified", n);
  }
  if (result.races_sampled) {
    const std::uint64_t analysable = n - std::min(n, result.stats.assume_blocked);  // blocked runs are not analysed
    const std::uint64_t unchecked = analysable > result.race_executions ? analysable - result.race_executions : 0;
    if (unchecked)
      add("race-sampling", "race sampling",
          "--race-sample analysed " + plural(result.race_executions, "execution", "executions") + " for data races; " +
              std::to_string(unchecked) + " were not analysed",
          unchecked);
  }
  describe_coverage(v, result);
  return v;
}

std::string incomplete_headline(const Verdict& verdict) {
  if (verdict.complete()) return "";
  std::string s = "INCOMPLETE (";
  for (std::size_t i = 0; i < verdict.gaps.size(); ++i) {
    const CoverageGap& g = verdict.gaps[i];
    if (i) s += ", ";
    s += g.code == "bound" ? plural(g.count, "bounded execution", "bounded executions") : g.label;
  }
  return s + ")";
}

nlohmann::json coverage_json(const Verdict& verdict, const CheckResult& result) {
  nlohmann::json j = {{"kind", verdict.coverage_kind}, {"text", verdict.coverage},
                      {"strategy", std::string(to_string(result.strategy))}};
  if (verdict.preemption_bound >= 0) j["preemption_bound"] = verdict.preemption_bound;
  if (verdict.early_timeouts_per_thread >= 0) j["early_timeouts_per_thread"] = verdict.early_timeouts_per_thread;
  if (result.hunt) {
    const HuntCoverage& h = *result.hunt;
    nlohmann::json pct = nlohmann::json::array();
    for (int d = 1; d <= HuntCoverage::kMaxPctDepth; ++d)
      pct.push_back({{"depth", d}, {"runs", h.pct_runs[d]}, {"probability", h.pct_probability(d)}});
    j["hunt"] = {{"executions", h.executions},
                 {"random_schedules", h.random_schedules()},
                 {"complete_preemption_bound", h.complete_preemption_bound},
                 {"space_exhausted", h.space_exhausted},
                 {"pct", pct},
                 {"pct_threads", h.max_threads},
                 {"pct_steps", h.max_steps},
                 {"pos_runs", h.pos_runs},
                 {"order_runs", h.order_runs},
                 {"random_probes", h.random_runs}};
  }
  if (result.estimated_interleavings > 0) j["estimated_interleavings"] = result.estimated_interleavings;
  if (result.nondet) {
    const NondetCoverage& n = *result.nondet;
    nlohmann::json slots = nlohmann::json::array();
    for (const NondetCoverage::Slot& s : n.slots) {
      const NondetDomain& domain = s.domain;
      nlohmann::json values = nlohmann::json::array();
      for (std::int64_t v : domain.values) values.push_back(value_text(s.type, v));
      slots.push_back({{"thread", s.slot.thread},
                       {"thread_name", thread_path_text(s.slot.thread)},
                       {"index", s.slot.index},
                       {"type", std::string(to_string(s.type))},
                       {"values", values},
                       {"values_text", domain_text(s.type, domain)},
                       {"learnt", domain.learnt},
                       {"exhaustive", domain.exhaustive}});
    }
    j["nondet"] = {{"assignments", n.assignments},
                   {"unexplored_assignments", n.unexplored},
                   {"dropped_assignments", n.dropped},
                   {"exhaustive", !n.bounded() && n.unexplored == 0 && n.dropped == 0},
                   {"slots", slots}};
  }
  j["estimate_exceeds_budget"] = result.estimate_exceeds_budget;
  return j;
}

nlohmann::json gaps_json(const Verdict& verdict) {
  nlohmann::json a = nlohmann::json::array();
  for (const CoverageGap& g : verdict.gaps)
    a.push_back({{"code", g.code}, {"label", g.label}, {"text", g.text}, {"count", g.count}});
  return a;
}

}  // namespace braid
