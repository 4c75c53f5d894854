// The engine's `--json` answer (docs/json-schema.md) as braidd's typed model: parsed once,
// where it arrives, and read field by field afterwards (as clangd turns Clang's diagnostics
// into its own Diag before anything converts them to LSP). Nothing downstream looks at the
// JSON again or searches the engine's prose; display text (a bug's summary, a step's text)
// is the engine's, shown as it is.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace braid::daemon {

// A place in the program as the engine names it (absolute file, 1-based line and column).
struct SourcePlace {
  std::string file;
  int line = 0;
  int column = 0;
};

struct RelatedPlace {
  std::optional<SourcePlace> place;
  std::string message;  // "previous read by thread 1 at a.c:9 (no lock held)"
};

// Why a deadlocked thread waits (`blocked[].reason`, the engine's BlockReason by name):
// what tools decide from, never the display text.
enum class BlockReason { Unknown, Mutex, Join, CondVar, Semaphore, RwLockRead, RwLockWrite, Barrier, Futex, Pipe, Latch, Await, Assume };

struct BlockedThread {
  int thread = 0;
  std::string text;  // "thread 1 waits for mutex `m`" (display)
  std::optional<SourcePlace> place;
  BlockReason reason = BlockReason::Unknown;  // Unknown: an engine older than the field
  unsigned long long object = 0;  // the primitive's address; the joined thread for Join
};

struct TraceStep {
  long long step = 0;
  int thread = 0;
  std::string text;  // "read counter = 0": the engine's one rendering of a step
  std::optional<SourcePlace> place;
  bool key = false;  // one of the steps that explain the bug (docs/bugs.md, "Reading a report")
  // The user functions of its stack, innermost first (library frames folded out): where a
  // helper was called from.
  std::vector<std::string> functions;
};

struct EngineBug {
  int id = 0;
  std::string kind;     // assertion, data-race, deadlock, ... (docs/bugs.md)
  std::string summary;  // the bug as stated at its place
  int thread = 0;
  std::optional<SourcePlace> place;
  std::vector<RelatedPlace> related;
  std::vector<BlockedThread> blocked;
  std::vector<TraceStep> steps;
  std::string trace_file;  // the replayable counterexample (`--trace-dir`), if saved
};

struct CoverageGap {
  std::string code;  // time-limit, bound, fixed-input, ... (tools decide from this)
  std::string text;
};

// Why the engine gave no verdict (`error.kind`).
enum class EngineErrorKind { Usage, CompileError, Unsupported, LinkError, Limit, AlgorithmRefused, Internal };

struct EngineError {
  EngineErrorKind kind = EngineErrorKind::Internal;
  std::string message;
  std::string diagnostics;  // Clang's diagnostics text (build failures)
  std::optional<std::string> suggested_algorithm;  // AlgorithmRefused: the one to use instead
};

// The program stopped the engine (`failure`): the bugs found before stand, nothing else.
struct EngineFailure {
  std::string kind;  // exit, exec, signal, memory-limit, time-limit, ...
  std::string message;
};

struct EngineReport {
  int schema_version = 0;  // 0: the engine did not say (fixtures, older engines)
  std::string algorithm;
  long long executions = 0;
  long long assume_blocked = 0;
  long long nondet_executions = 0;
  double time_s = 0;
  bool has_bugs_field = false;  // a verdict (or a failure's partial one), not an error
  bool complete = true;              // every behaviour covered (the verdict)
  bool exploration_complete = true;  // the algorithm explored its whole space
  std::vector<CoverageGap> gaps;
  // `coverage` (docs/json-schema.md): the strongest claim that holds; kind complete,
  // bounded, random or incomplete ("" when the engine did not say), text for display.
  std::string coverage_kind;
  std::string coverage_text;
  std::vector<EngineBug> bugs;
  // C++ files braid checked as C++20 because they give no -std and do not compile as C++17
  // (`files_checked_as_cxx20`): a note at the top of each.
  std::vector<std::string> files_checked_as_cxx20;
  std::optional<EngineError> error;
  std::optional<EngineFailure> failure;
};

// Never throws: fields of the wrong type read as absent (the engine's output passes through
// the program under test's process).
EngineReport parse_engine_report(const nlohmann::json& j);
// `bugs` alone (what `braid replay --json` reproduces).
std::vector<EngineBug> parse_engine_bugs(const nlohmann::json& bugs);

}  // namespace braid::daemon
