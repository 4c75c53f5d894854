// Live progress of `braid check` on a terminal: one line on stderr, redrawn in place and
// cleared at the end. Nothing is drawn when braid's stderr is not a terminal (pipes, files,
// CI). The engine runs in a supervised child whose stderr travels to braid's over the
// private channel, so the line is written to a stream and the terminal test is made by
// the supervisor's process, before the child starts.
#pragma once

#include <cstdio>
#include <ostream>
#include <string>

#include "check/check.h"

namespace braid::cli {

// The line shown for `p`: "braid: 12,345 executions (4,100/s), 3.0 s, 0 bugs, ~50,000 total (estimate, 25%)".
std::string progress_line(const Progress& p);
// The text for an unsettled probe estimate (Progress::rough_total): "~T total (rough
// estimate ±E%, P probes, X%; at least C)", or only what is certain when the estimate's 95 %
// interval lies below it. `certain`: the runs done, or what is known for sure (POP).
std::string rough_estimate_text(double rough, double error, std::uint64_t probes, double certain,
                                std::uint64_t executions);

class TerminalProgress {
 public:
  explicit TerminalProgress(std::ostream& out) : out_(out) {}
  TerminalProgress(const TerminalProgress&) = delete;
  TerminalProgress& operator=(const TerminalProgress&) = delete;
  ~TerminalProgress() { clear(); }

  void update(const Progress& p);
  void clear();  // erases the line (before the report is printed)

 private:
  std::ostream& out_;
  bool drawn_ = false;
};

bool is_terminal(std::FILE* stream);

// `--progress`: each bug as it is found, as one JSON line on stderr beside the progress
// lines: {"finding": {"index": N, "bug": <the bug as in --json, its trace included>}}
// (N counts from 1 in the order found; the final report's ids follow the canonical order,
// docs/cli.md). Chained after whatever `options.on_bug` already does.
void stream_finding_lines(CheckOptions& options, const Program& program, std::ostream& out);

}  // namespace braid::cli
