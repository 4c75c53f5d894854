#include "progress.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "jit/program.h"
#include "report/report.h"

namespace braid::cli {

namespace {

std::string with_commas(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string fixed1(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

}  // namespace

std::string rough_estimate_text(double rough, double error, std::uint64_t probes, double certain,
                                std::uint64_t executions) {
  // Its 95 % interval lies below what already ran or is known: the probes missed the heavy
  // part of the tree (dc's uneven recursions): only what is certain, and why.
  if (rough + error < certain)
    return "at least " + with_commas(static_cast<std::uint64_t>(certain)) + " total (no estimate: the probes' rough ~" +
           with_commas(static_cast<std::uint64_t>(rough)) + " is below what already ran)";
  const double total = std::max(rough, certain);
  // Appended piece by piece: GCC 12's -Wrestrict misreads `"~" + std::string&&` here.
  std::string s = "~";
  s += with_commas(static_cast<std::uint64_t>(total));
  s += " total (rough estimate";
  if (error > 0) s += " \u00b1" + std::to_string(static_cast<long long>(std::llround(100 * error / rough))) + "%";
  s += ", " + std::to_string(probes) + (probes == 1 ? " probe" : " probes");
  s += ", " + fixed1(100.0 * static_cast<double>(executions) / total) + "%";
  if (certain > static_cast<double>(executions)) s += "; at least " + with_commas(static_cast<std::uint64_t>(certain));
  return s + ")";
}

std::string progress_line(const Progress& p) {
  std::string s = "braid: " + with_commas(p.executions) + " executions";
  if (p.elapsed_s > 0) s += " (" + with_commas(static_cast<std::uint64_t>(p.executions / p.elapsed_s)) + "/s)";
  s += ", " + fixed1(p.elapsed_s) + " s, " + std::to_string(p.bugs) + (p.bugs == 1 ? " bug" : " bugs");
  // An estimate is shown only when the algorithm gives one, and never below what ran.
  if (p.estimated_total >= 1 && std::isfinite(p.estimated_total)) {
    const double total = std::max(p.estimated_total, static_cast<double>(p.executions));
    const double percent = 100.0 * static_cast<double>(p.executions) / total;
    s += ", ~" + with_commas(static_cast<std::uint64_t>(total)) + " total (estimate";
    // From random probes (POP): the 95 % interval's half-width, relative.
    if (p.estimated_total_error > 0)
      s += " \u00b1" + std::to_string(static_cast<int>(std::lround(100 * p.estimated_total_error / total))) + "%";
    s += ", " + fixed1(percent) + "%";
    // What is certain (POP): the runs done and the branches known but not started.
    if (p.estimated_at_least > static_cast<double>(p.executions) && std::isfinite(p.estimated_at_least))
      s += "; at least " + with_commas(static_cast<std::uint64_t>(p.estimated_at_least));
    s += ")";
  } else if (p.rough_total > 0 && std::isfinite(p.rough_total)) {
    s += ", " + rough_estimate_text(p.rough_total, p.rough_total_error, p.class_probes,
                                    std::max(static_cast<double>(p.executions), p.estimated_at_least), p.executions);
  } else if (p.estimated_at_least > static_cast<double>(p.executions) && std::isfinite(p.estimated_at_least)) {
    // No estimate yet (too little of the tree seen), only what is certain.
    s += ", at least " + with_commas(static_cast<std::uint64_t>(p.estimated_at_least)) + " total (no estimate yet)";
  } else if (p.total_estimator == Progress::TotalEstimator::None) {
    // pop / qpor without hunting's probes, or the preemption-bounded search: no estimator, and
    // no other algorithm's number in its place.
    s += ", no estimate of the total";
  } else if (p.total_estimator != Progress::TotalEstimator::Algorithm) {
    s += ", no estimate yet";  // the probes' estimate has not settled
  } else if (p.estimated_interleavings >= 1 && std::isfinite(p.estimated_interleavings)) {
    // Hunting's random probes count interleavings: an upper bound for a reducing algorithm.
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2g", p.estimated_interleavings);
    s += std::string(", ~") + buf + " interleavings (estimate, an upper bound; no estimate of the total)";
  }
  if (p.estimate_exceeds_budget) s += ", will not finish in the time limit: hunting favours bounded search";
  return s;
}

void TerminalProgress::update(const Progress& p) {
  // \r to the start of the line, ESC[K erases to its end: the line is redrawn in place.
  out_ << "\r\033[K" << progress_line(p) << std::flush;
  drawn_ = true;
}

void TerminalProgress::clear() {
  if (!drawn_) return;
  out_ << "\r\033[K" << std::flush;
  drawn_ = false;
}

void stream_finding_lines(CheckOptions& options, const Program& program, std::ostream& out) {
  options.on_bug = [previous = std::move(options.on_bug), &program, &out, n = 0](const BugReport& bug) mutable {
    // The line first: an editor publishes the bug from it, and the supervisor's copy sent
    // ahead of the report (`previous`) builds the same JSON again with its trace file and
    // text, which on a long trace took as long again (a 3,000-step trace: ~0.1 s).
    ++n;
    {
      SourceCache sources;
      const nlohmann::json line = {{"finding", {{"index", n}, {"bug", bug_json(bug, program.locations(), sources, n)}}}};
      out << (line.dump() + "\n") << std::flush;  // one write: progress lines come from other threads
    }
    if (previous) previous(bug);
  };
}

bool is_terminal(std::FILE* stream) { return ::isatty(::fileno(stream)) == 1; }

}  // namespace braid::cli
