// braid: the command-line face of the engine (`braid check`, `braid replay`).
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/race_detector.h"
#include "check/check.h"
#include "compdb/compile_db.h"
#include "explore/parallel/jobs.h"
#include "frontend/source_language.h"
#include "jit/program.h"
#include "progress.h"
#include "report/report.h"
#include "report/verdict.h"
#include "report/worker_stats.h"
#include "supervisor.h"
#include "runtime/program_input_json.h"

namespace {

// Whether braid's own stderr is a terminal (the live progress line), decided in main():
// the supervised engine child's fd 2 is a pipe.
bool stderr_is_terminal = false;

constexpr int kExitOk = 0, kExitBug = 1, kExitUsage = 2, kExitInternal = 3;

const char* kUsage = R"(usage:
  braid check FILE.c [FILE.c ...] [clang flags] [options] [-- PROGRAM ARGS...]
  braid replay TRACE.json [--json]
  braid replay TRACE.json... [--json] -- FILE.c [FILE.c ...] [clang flags]

check options:
  --algo=NAME            exploration algorithm (default: pop; see --list-algorithms)
  --k=N | --k=optimal    QPOR: size of partial alternatives
  --strategy=NAME        portfolio (default: the algorithm, with bug hunting alongside on
                         a thread of its own), exhaustive (the algorithm alone) or hunt
                         (hunting alone: use with --time-limit)
  --preemption-bound K   explore every schedule with at most K preemptions, no more
                         (verdict: complete up to K preemptions)
  --max-executions N     stop after N executions
  --time-limit S         stop after S seconds from braid's start (compilation counts)
  --max-steps N          visible operations per execution (default 100000)
  --count-classes        count Mazurkiewicz and reads-from classes of explored executions
  --stop-on-first-bug    stop at the first bug
  --jobs N               worker threads, each with its own program instance (every
                         algorithm splits its exploration over them; default: the
                         machine's hardware threads)
  --races=on|off         data-race detection on explored executions (default on)
  --race-sample=P        analyse P% of executions for races (default 100)
  --memory-model=c11|sc  the model the verdict is given for (default c11): exploration is
                         sequentially consistent; under c11 an atomic load that could read
                         another write than in the explored executions makes the verdict
                         incomplete (weak-memory); sc states that the program is meant
                         under sequential consistency
  --spurious-wakeups[=N] condition-variable waits may also wake without a signal, at most
                         N times per thread and execution (default N: 1)
  --early-timeouts=N     timed condition-variable and futex waits may time out early (while
                         another thread could still run) at most N times per thread and
                         execution (default 1); when the bound kept a wait from timing out,
                         the verdict is complete only up to N early timeouts per thread
  --leaks                report heap blocks still allocated when the program ends normally
  --max-threads N        threads one execution may create (default 1000)
  --max-heap SIZE        heap one execution may allocate, e.g. 512M, 2G (default 512M)
  --stdin FILE           the program's stdin, replayed to every execution (default:
                         braid's stdin when it is not a terminal, else empty)
  -- ARGS...             the program's argv[1..], the same in every execution
  --json                 print one JSON object
  --sarif OUT            write SARIF 2.1.0 to OUT
  --full-stacks          show call-stack frames in system headers and the C/C++ libraries
                         (folded by default; JSON always has every frame)
  --trace-dir D          save each counterexample as D/bug-N.json
  --progress             progress lines (JSON) on stderr (on a terminal, without this
                         option, a live progress line is drawn on stderr instead)
  --stats                algorithm counters and timers
  -p BUILD_DIR           take each file's flags from BUILD_DIR/compile_commands.json
  --memory-limit MB      resident memory of the engine's processes (default 4096; 0: none);
                         beyond it the run ends "memory limit exceeded", incomplete
  --no-isolation         run the program in braid's own process (debugging braid only:
                         the program can then forge or hide the verdict)
  --include-root D       include-like flags may only name D or system folders (braidd
                         passes the workspace; repeatable; docs/security.md)
  --no-cache             do not use the compile cache (~/.cache/braid)
Clang flags (-I, -D, -U, -std=, -include, -W..., -f...) go to the compiler.
exit status: 0 complete and no bug, 1 bug found (even if incomplete), 2 usage or compile
error, 3 internal error, 4 no bug found but INCOMPLETE (a limit, a bound, unexplored input,
or the program stopped verification: exit_group, exec, a signal, memory or time limit)
)";

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The one list of program extensions (frontend/source_language.h), which braidd asks too.
bool is_source(const std::string& arg) { return braid::is_source_file(arg); }

double peak_rss_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

struct CheckArgs {
  braid::CompileRequest compile;
  braid::CheckOptions options;
  bool json = false;
  bool progress = false;
  bool stats = false;
  braid::ReportOptions report;  // --full-stacks
  std::optional<std::string> sarif;
  std::optional<std::string> trace_dir;
  std::optional<std::string> build_dir;  // -p: flags from its compile_commands.json
  std::optional<std::string> stdin_file;  // --stdin FILE
};

std::uint64_t parse_count(const std::string& name, const std::string& v) {
  try {
    std::size_t used = 0;
    const unsigned long long n = std::stoull(v, &used);
    if (used != v.size()) throw std::invalid_argument(v);
    return n;
  } catch (const std::exception&) {
    throw UsageError(name + " expects a number, got '" + v + "'");
  }
}

// `-p BUILD_DIR`, as clang tools read it: each file's compile command in
// BUILD_DIR/compile_commands.json gives its flags (before those of the command line).
void add_database_flags(CheckArgs& out) {
  const std::string path = braid::compdb::database_in(*out.build_dir);
  std::ifstream in(path);
  if (!in) throw UsageError("-p: cannot read " + path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto entries = braid::compdb::parse_entries(text);
  if (!entries) throw UsageError("-p: " + path + " is not a compilation database (a JSON array)");
  std::vector<std::string> flags;
  std::vector<std::vector<std::string>> seen;  // the files of one program usually share their flags
  for (const std::string& file : out.compile.files) {
    const auto entry = std::find_if(entries->begin(), entries->end(),
                                    [&](const braid::compdb::DbEntry& e) { return e.file == file; });
    if (entry == entries->end()) throw UsageError("-p: " + file + " has no entry in " + path);
    const braid::compdb::FilteredFlags filtered = braid::compdb::filter_flags(entry->args, entry->directory);
    for (const std::string& d : filtered.dropped_code_loading)
      std::cerr << "braid: ignoring code-loading flag `" << d << "` from " << path << "\n";
    if (std::find(seen.begin(), seen.end(), filtered.flags) != seen.end()) continue;
    seen.push_back(filtered.flags);
    flags.insert(flags.end(), filtered.flags.begin(), filtered.flags.end());
  }
  out.compile.flags.insert(out.compile.flags.begin(), flags.begin(), flags.end());
}

// --max-threads, --max-heap, --stdin (docs/cli.md, "Limits and program input").
bool parse_trust_option(const std::vector<std::string>& args, std::size_t& i, CheckArgs& out) {
  const std::string& a = args[i];
  auto value = [&](const std::string& name) -> std::string {
    if (a.size() > name.size() && a[name.size()] == '=') return a.substr(name.size() + 1);
    if (i + 1 >= args.size()) throw UsageError(name + " needs a value");
    return args[++i];
  };
  auto is = [&](const std::string& name) { return a == name || a.rfind(name + "=", 0) == 0; };
  if (is("--max-threads")) {
    const std::uint64_t n = parse_count("--max-threads", value("--max-threads"));
    if (n < 1 || n > 100000) throw UsageError("--max-threads expects 1 to 100000");
    out.options.limits.max_threads = static_cast<std::uint32_t>(n);
  } else if (is("--max-heap")) {
    try {
      out.options.limits.max_heap_bytes = braid::runtime::parse_byte_size(value("--max-heap"));
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--max-heap: ") + e.what());
    }
    // Each of the heap's 64 regions reserves this much address space (docs/runtime.md).
    if (out.options.limits.max_heap_bytes < 4096 || out.options.limits.max_heap_bytes > (std::size_t{64} << 30))
      throw UsageError("--max-heap expects 4K to 64G");
  } else if (is("--stdin")) {
    out.stdin_file = value("--stdin");
  } else {
    return false;
  }
  return true;
}

CheckArgs parse_check(const std::vector<std::string>& args) {
  CheckArgs out;
  out.options.jobs = braid::parallel::default_jobs();
  out.compile.use_cache = true;
  out.options.strategy = braid::Strategy::Portfolio;  // the CLI's default (docs/cli.md)
  auto value_of = [&](std::size_t& i, const std::string& name) -> std::string {
    const std::string& a = args[i];
    if (a.size() > name.size() && a[name.size()] == '=') return a.substr(name.size() + 1);
    if (i + 1 >= args.size()) throw UsageError(name + " needs a value");
    return args[++i];
  };
  auto is_opt = [](const std::string& a, const std::string& name) {
    return a == name || a.rfind(name + "=", 0) == 0;
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--") {  // the program's own arguments
      out.options.input.args.assign(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      break;
    }
    if (parse_trust_option(args, i, out)) continue;
    if (std::size_t n = 0; braid::cli::is_supervisor_option(args, i, n)) i += n - 1;  // cli/supervisor.h
    else if (is_opt(a, "--algo")) out.options.algorithm.name = value_of(i, "--algo");
    else if (is_opt(a, "--strategy")) {
      const std::string v = value_of(i, "--strategy");
      const auto strategy = braid::parse_strategy(v);
      if (!strategy) throw UsageError("--strategy expects exhaustive, hunt or portfolio, got '" + v + "'");
      out.options.strategy = *strategy;
    } else if (is_opt(a, "--preemption-bound")) {
      const std::uint64_t k = parse_count("--preemption-bound", value_of(i, "--preemption-bound"));
      if (k > 1000) throw UsageError("--preemption-bound expects 0 to 1000");
      out.options.algorithm.preemption_bound = static_cast<int>(k);
    }
    else if (is_opt(a, "--k")) {
      const std::string v = value_of(i, "--k");
      out.options.algorithm.qpor.k = v == "optimal" ? 0 : static_cast<int>(parse_count("--k", v));
    } else if (is_opt(a, "--max-executions")) out.options.max_executions = parse_count(a, value_of(i, "--max-executions"));
    else if (is_opt(a, "--time-limit")) {
      const std::string v = value_of(i, "--time-limit");
      try { out.options.time_limit_s = std::stod(v); } catch (const std::exception&) { throw UsageError("--time-limit expects seconds, got '" + v + "'"); }
    } else if (is_opt(a, "--max-steps")) out.options.max_steps = parse_count("--max-steps", value_of(i, "--max-steps"));
    else if (is_opt(a, "--jobs")) {
      const std::uint64_t n = parse_count("--jobs", value_of(i, "--jobs"));
      if (n < 1 || n > braid::parallel::kMaxJobs) throw UsageError("--jobs expects 1 to 256 worker threads");
      out.options.jobs = static_cast<unsigned>(n);
    }
    else if (a == "--count-classes") out.options.count_classes = true;
    else if (a == "--stop-on-first-bug") out.options.stop_on_first_bug = true;
    else if (is_opt(a, "--memory-model")) {
      const std::string v = value_of(i, "--memory-model");
      if (v != "c11" && v != "sc") throw UsageError("--memory-model expects c11 or sc, got '" + v + "'");
      out.options.memory_model = v == "sc" ? braid::MemoryModel::SC : braid::MemoryModel::C11;
    }
    else if (is_opt(a, "--races")) {
      const std::string v = value_of(i, "--races");
      if (v != "on" && v != "off") throw UsageError("--races expects on or off, got '" + v + "'");
      out.options.detect_races = v == "on";
    } else if (is_opt(a, "--race-sample")) {
      const std::uint64_t p = parse_count("--race-sample", value_of(i, "--race-sample"));
      if (p > 100) throw UsageError("--race-sample expects a percentage (0-100)");
      out.options.race_sample_percent = static_cast<unsigned>(p);
    }
    else if (a == "--spurious-wakeups") out.options.spurious_wakeups = 1;
    else if (a.rfind("--spurious-wakeups=", 0) == 0) {
      const std::uint64_t n = parse_count("--spurious-wakeups", a.substr(std::strlen("--spurious-wakeups=")));
      if (n > 1000) throw UsageError("--spurious-wakeups expects at most 1000 per thread");
      out.options.spurious_wakeups = static_cast<unsigned>(n);
    }
    else if (a.rfind("--early-timeouts=", 0) == 0) {
      const std::uint64_t n = parse_count("--early-timeouts", a.substr(std::strlen("--early-timeouts=")));
      if (n > 1000) throw UsageError("--early-timeouts expects at most 1000 per thread");
      out.options.early_timeouts = static_cast<unsigned>(n);
    }
    else if (a == "--leaks") out.options.report_leaks = true;
    else if (a == "--json") out.json = true;
    else if (a == "--progress") out.progress = true;
    else if (a == "--stats") {
      out.stats = true;
      out.options.algorithm.qpor.timers = true;  // qpor's time.* counters cost ~10 % of a run
    }
    else if (a == "--no-cache") out.compile.use_cache = false;
    else if (a == "--full-stacks") out.report.full_stacks = true;
    else if (is_opt(a, "--sarif")) out.sarif = value_of(i, "--sarif");
    else if (is_opt(a, "--trace-dir")) out.trace_dir = value_of(i, "--trace-dir");
    else if (a == "-p" || a.rfind("-p=", 0) == 0) out.build_dir = value_of(i, "-p");
    else if (is_opt(a, "--include-root")) out.compile.include_roots.push_back(value_of(i, "--include-root"));
    else if (is_opt(a, "--format") || is_opt(a, "--output-format"))
      // What other checkers call it: say what braid's options are.
      throw UsageError("unknown option " + a + " (braid's output formats: --json for JSON on stdout, --sarif OUT "
                       "for SARIF 2.1.0 written to OUT, the text report by default)");
    else if (a.rfind("--", 0) == 0) throw UsageError("unknown option " + a);
    else if (a[0] == '-') {
      out.compile.flags.push_back(a);
      // Flags whose value is a separate argument.
      for (const char* f : {"-I", "-D", "-U", "-include", "-isystem", "-x", "-iquote", "-idirafter"}) {
        if (a == f && i + 1 < args.size()) {
          out.compile.flags.push_back(args[++i]);
          break;
        }
      }
    } else if (is_source(a)) {
      std::error_code ec;
      auto abs = std::filesystem::absolute(a, ec);
      out.compile.files.push_back(ec ? a : abs.lexically_normal().string());
    } else {
      throw UsageError("'" + a + "' is neither a source file (.c, .cpp) nor an option");
    }
  }
  if (out.compile.files.empty()) throw UsageError("no source file given");
  if (out.build_dir) add_database_flags(out);
  return out;
}

int compile_failed(const braid::ProgramBuild& build, bool json) {
  const char* what = build.failure == braid::ErrorKind::LinkError     ? "the program does not link"
                     : build.failure == braid::ErrorKind::Unsupported ? "the program uses constructs braid does not support"
                                                                      : "the program does not compile";
  if (json) std::cout << braid::error_json(build.failure, what, build.diagnostics).dump(2) << std::endl;
  std::cerr << build.diagnostics;
  if (!build.diagnostics.empty() && build.diagnostics.back() != '\n') std::cerr << "\n";
  std::cerr << "braid: " << what << "; nothing was verified\n";
  return kExitUsage;
}

// The program's stdin: --stdin FILE, else braid's stdin when it is not a terminal (read
// once, on the program's first read), else empty.
std::shared_ptr<braid::runtime::StdinSource> program_stdin(const std::optional<std::string>& file) {
  if (file) {
    std::ifstream in(*file, std::ios::binary);
    if (!in) throw UsageError("--stdin: cannot open " + *file);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return braid::runtime::StdinSource::from_bytes(std::move(bytes));
  }
  if (isatty(0)) return nullptr;
  return braid::runtime::StdinSource::from_process_stdin();
}

int run_check(const std::vector<std::string>& raw) {
  CheckArgs args = parse_check(raw);
  // Validate the algorithm before compiling, so a typo is reported at once.
  (void)braid::make_algorithm(args.options.algorithm);

  braid::ProgramBuild build = braid::build_program(args.compile);
  if (!build.program) return compile_failed(build, args.json);
  // --time-limit bounds the whole run: compilation counts against it (docs/cli.md). The
  // loading of braid before it does not count here, only at the supervisor's deadline
  // (counted from braid's exec): a loaded machine's half second of loading would otherwise
  // cut explorations that fit the limit on a quiet one.
  args.options.time_limit_spent_s = build.compile_s;
  if (!build.diagnostics.empty() && !args.json) std::cerr << build.diagnostics;
  braid::cli::stream_findings(args.options, *build.program);

  std::optional<braid::cli::TerminalProgress> terminal;  // live line, cleared before the report
  if (args.progress) {
    args.options.on_progress = [](const braid::Progress& p) {
      nlohmann::json j = {{"progress",
                           {{"executions", p.executions},
                            {"blocked", p.blocked},
                            {"elapsed_s", p.elapsed_s},
                            {"rate", p.elapsed_s > 0 ? p.executions / p.elapsed_s : 0.0},
                            {"bugs", p.bugs}}}};
      if (p.estimated_total > 0) j["progress"]["estimated_total"] = p.estimated_total;
      if (p.estimated_at_least > 0) j["progress"]["estimated_at_least"] = p.estimated_at_least;
      if (p.estimated_total_error > 0) j["progress"]["estimated_total_error"] = p.estimated_total_error;
      if (p.rough_total > 0) {
        j["progress"]["rough_total"] = p.rough_total;
        j["progress"]["rough_total_error"] = p.rough_total_error;
      }
      if (p.class_probes > 0) {
        j["progress"]["estimated_classes"] = p.estimated_classes;
        j["progress"]["estimated_classes_error"] = p.estimated_classes_error;
        j["progress"]["class_probes"] = p.class_probes;
      }
      if (p.estimated_interleavings > 0) j["progress"]["estimated_interleavings"] = p.estimated_interleavings;
      if (p.estimate_exceeds_budget) j["progress"]["estimate_exceeds_budget"] = true;
      j["progress"]["total_estimator"] = braid::to_string(p.total_estimator);
      std::cerr << j.dump() << std::endl;
    };
    braid::cli::stream_finding_lines(args.options, *build.program, std::cerr);
  } else if (stderr_is_terminal) {
    terminal.emplace(std::cerr);
    args.options.on_progress = [&terminal](const braid::Progress& p) { terminal->update(p); };
  }
  braid::cli::stream_progress(args.options);
  args.options.input.stdin_source = program_stdin(args.stdin_file);
  const braid::Program& program = *build.program;
  braid::CheckResult result = braid::check_program(program, args.options);
  braid::cli::keep_until_exit(result.retired_state);  // released after the verdict, if at all
  terminal.reset();
  braid::SourceCache sources;

  // The JSON report first: its bugs are what the trace files carry, built once (a long
  // trace's JSON costs more CPU than the exploration that found it).
  std::optional<nlohmann::json> report_json;
  if (args.json) report_json = braid::check_json(result, program, sources);
  std::vector<std::string> trace_files;
  if (args.trace_dir) {
    std::filesystem::create_directories(*args.trace_dir);
    int id = 1;
    for (const braid::BugReport& bug : result.bugs) {
      const std::string path = (std::filesystem::path(*args.trace_dir) / ("bug-" + std::to_string(id) + ".json")).string();
      const nlohmann::json trace = braid::trace_file_json(
          program, result.algorithm, args.options,
          report_json ? (*report_json)["bugs"][static_cast<std::size_t>(id - 1)]
                      : braid::bug_json(bug, program.locations(), sources, id));
      std::ofstream(path) << trace.dump(2) << "\n";
      trace_files.push_back(std::filesystem::absolute(path).string());
      ++id;
    }
  }
  if (args.sarif) {
    std::ofstream out(*args.sarif);
    out << braid::sarif_report(result, program, sources, args.report).dump(2) << "\n";
    if (!out) throw std::runtime_error("cannot write " + *args.sarif);
  }
  if (args.json) {
    nlohmann::json& j = *report_json;
    if (args.options.count_classes) {
      j["classes"] = {{"mazurkiewicz", result.mazurkiewicz_classes}, {"reads_from", result.reads_from_classes}};
    }
    for (std::size_t i = 0; i < trace_files.size(); ++i) j["bugs"][i]["trace_file"] = trace_files[i];
    j["compile_s"] = build.compile_s;
    j["peak_rss_mb"] = peak_rss_mb();
    std::cout << j.dump(2) << std::endl;
  } else {
    std::cout << braid::text_report(result, program, sources, args.report);
    if (args.options.count_classes) {
      std::cout << "classes: " << result.mazurkiewicz_classes << " Mazurkiewicz, " << result.reads_from_classes
                << " reads-from\n";
    }
    for (const std::string& f : trace_files) std::cout << "trace saved: " << f << "\n";
    if (args.stats) {
      std::cout << "stats:\n";
      for (const auto& [name, value] : result.stats.counters) std::cout << "  " << name << ": " << value << "\n";
      std::cout << braid::text_worker_stats(result.stats.workers);
      std::cout << "  compile_s: " << build.compile_s << "\n  peak_rss_mb: " << peak_rss_mb() << "\n";
    }
  }
  return braid::verdict_of(result).exit_status();
}

// A counterexample file as `braid check --trace-dir` writes it.
struct LoadedTrace {
  std::string path;
  nlohmann::json file;
  braid::Schedule schedule;
  braid::NondetAssignment nondet_values;  // what the recorded execution's nondet calls returned
  std::vector<braid::runtime::ThreadName> thread_names;  // the check's names of the trace's threads
  std::string kind;  // the recorded bug's kind
};

LoadedTrace load_trace(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot open trace file " + path);
  LoadedTrace t;
  t.path = path;
  try {
    t.file = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw UsageError(path + " is not valid JSON: " + e.what());
  }
  if (!t.file.is_object() || t.file.value("format", "") != "braid-trace") {
    // The reports a user saved from `braid check` are the likeliest wrong input: say where traces come from.
    const bool report = t.file.is_object() && t.file.contains("bugs") && t.file.contains("schema_version");
    const bool sarif = t.file.is_object() && t.file.contains("runs") && t.file.value("version", "") == "2.1.0";
    if (report || sarif)
      throw UsageError(path + " is a `braid check` " + (report ? "JSON" : "SARIF") +
                       " report, not a trace file: replay needs the trace files that `braid check --trace-dir D` "
                       "writes (one per bug, D/bug-N.json)");
    throw UsageError(path + " is not a braid trace file");
  }
  try {
    t.schedule = t.file.at("bug").at("trace").at("schedule").get<braid::Schedule>();
    t.kind = t.file.at("bug").value("kind", "");
    t.nondet_values =
        braid::nondet_assignment_from_json(t.file.at("bug").at("trace").value("nondet_values", nlohmann::json()));
    for (const nlohmann::json& n : t.file.at("bug").at("trace").value("thread_names", nlohmann::json::array()))
      t.thread_names.push_back({n.at("creator").get<braid::ThreadId>(), n.at("nth").get<std::uint32_t>(),
                                n.at("thread").get<braid::ThreadId>()});
  } catch (const nlohmann::json::exception& e) {
    throw UsageError(path + ": malformed trace (" + std::string(e.what()) + ")");
  }
  return t;
}

// Runs `program` along the trace's schedule (with the options of the check that found it).
// Once the schedule names a thread that cannot run (the program changed), the lowest
// enabled thread runs instead. Races are found by analysis, not by the run, so a recorded
// race is looked for again at the end of the schedule.
braid::BugReport replay_trace(const braid::Program& program, const LoadedTrace& t) {
  braid::BugReport report;
  braid::runtime::ExecutionLimits limits;
  const nlohmann::json recorded_limits = t.file.value("limits", nlohmann::json::object());
  limits.max_threads = recorded_limits.value("max_threads", limits.max_threads);
  limits.max_heap_bytes = recorded_limits.value("max_heap", limits.max_heap_bytes);
  report.execution = braid::replay_program(program, t.schedule, t.file.value("max_steps", 100000ull),
                                           t.file.value("spurious_wakeups", 0u), t.file.value("leaks", false), limits,
                                           braid::runtime::input_from_json(t.file.value("input", nlohmann::json())),
                                           t.nondet_values, t.file.value("early_timeouts", 1u), t.thread_names);
  if (t.kind == "data-race" && report.execution.events.size() >= t.schedule.size()) {
    if (auto race = braid::race_at_step(report.execution, t.schedule.size(), program.locations())) {
      report.execution.events.resize(t.schedule.size());
      report.execution.schedule.resize(t.schedule.size());
      if (report.execution.stacks.size() > t.schedule.size()) report.execution.stacks.resize(t.schedule.size());
      report.execution.outcome = braid::ExecutionOutcome::Bug;
      report.execution.bug = *race;
    }
  }
  if (report.execution.bug) report.bug = *report.execution.bug;
  return report;
}

bool reproduces(const braid::BugReport& r, const LoadedTrace& t) {
  return r.execution.bug && std::string(to_string(r.execution.bug->kind)) == t.kind;
}

// `braid replay TRACE.json`: the recorded program, exactly; a changed program is refused.
int replay_recorded(const LoadedTrace& t, bool json) {
  braid::CompileRequest request;
  request.use_cache = true;
  try {
    request.files = t.file.at("program").at("files").get<std::vector<std::string>>();
    request.flags = t.file.at("program").at("flags").get<std::vector<std::string>>();
  } catch (const nlohmann::json::exception& e) {
    throw UsageError(t.path + ": malformed trace (" + std::string(e.what()) + ")");
  }
  braid::ProgramBuild build = braid::build_program(request);
  if (!build.program) return compile_failed(build, json);
  const std::string recorded = t.file["program"].value("hash", "");
  if (recorded != build.program->hash()) {
    std::cerr << "braid: the program changed since this trace was recorded (hash " << recorded << " vs now "
              << build.program->hash() << "); the trace cannot be replayed. Run `braid check` again, or replay "
              << "on the current program with `braid replay " << t.path << " -- FILE.c ...`.\n";
    return kExitUsage;
  }
  const braid::BugReport report = replay_trace(*build.program, t);
  const bool reproduced = reproduces(report, t);
  braid::SourceCache sources;
  if (json) {
    nlohmann::json j = report.execution.bug ? braid::bug_json(report, build.program->locations(), sources, 1) : nlohmann::json::object();
    j["reproduced"] = reproduced;
    std::cout << j.dump(2) << std::endl;
  } else if (report.execution.bug) {
    std::cout << braid::text_bug(report, build.program->locations(), sources, 1);
    std::cout << (reproduced ? "replay: bug reproduced\n" : "replay: a different bug occurred\n");
  } else {
    std::cout << "replay: the execution finished without the recorded bug\n";
  }
  return reproduced ? kExitBug : kExitInternal;
}

// `braid replay TRACE.json... -- FILE.c... [flags]`: the recorded schedules on the program
// as it is now (it may have changed). Reports each trace whose bug kind occurs again: the
// daemon uses this to show a still-present bug within milliseconds of a save.
int replay_on_program(const std::vector<LoadedTrace>& traces, const braid::CompileRequest& request, bool json) {
  braid::ProgramBuild build = braid::build_program(request);
  if (!build.program) return compile_failed(build, json);
  braid::SourceCache sources;
  nlohmann::json bugs = nlohmann::json::array();
  int id = 0;
  for (const LoadedTrace& t : traces) {
    const braid::BugReport report = replay_trace(*build.program, t);
    const bool reproduced = reproduces(report, t);
    if (!json) {
      std::cout << t.path << ": " << (reproduced ? "bug reproduced" : "not reproduced") << "\n";
      if (reproduced) std::cout << braid::text_bug(report, build.program->locations(), sources, id + 1);
    }
    if (!reproduced) continue;
    nlohmann::json b = braid::bug_json(report, build.program->locations(), sources, ++id);
    b["replayed_from"] = t.path;
    bugs.push_back(std::move(b));
  }
  if (json) {
    std::cout << nlohmann::json{{"replayed", traces.size()}, {"reproduced", bugs.size()}, {"bugs", bugs},
                                {"program", braid::program_json(*build.program)}}
                     .dump(2)
              << std::endl;
  }
  return bugs.empty() ? kExitOk : kExitBug;
}

int run_replay(const std::vector<std::string>& raw) {
  std::vector<std::string> paths;
  bool json = false;
  std::optional<CheckArgs> current;  // the program after "--", if given
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const std::string& a = raw[i];
    if (a == "--") {
      current = parse_check(std::vector<std::string>(raw.begin() + static_cast<std::ptrdiff_t>(i) + 1, raw.end()));
      break;
    }
    if (a == "--json") json = true;
    else if (std::size_t n = 0; braid::cli::is_supervisor_option(raw, i, n)) i += n - 1;
    else if (a.rfind("--", 0) == 0) throw UsageError("unknown option " + a);
    else paths.push_back(a);
  }
  if (paths.empty()) throw UsageError("replay needs a trace file");
  if (!current && paths.size() > 1)
    throw UsageError("several traces can only be replayed on a program given after `--`");
  std::vector<LoadedTrace> traces;
  for (const std::string& p : paths) traces.push_back(load_trace(p));
  if (!current) return replay_recorded(traces.front(), json);
  return replay_on_program(traces, current->compile, json);
}

}  // namespace

int main(int argc, char** argv) {
  (void)braid::cli::braid_started();  // fixed now, before the engine child is forked
  stderr_is_terminal = braid::cli::is_terminal(stderr);  // before the engine child replaces fd 2
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << kUsage;
    return args.empty() ? kExitUsage : kExitOk;
  }
  if (args[0] == "--version") {
    std::cout << "braid " << BRAID_VERSION << "\n";
    return kExitOk;
  }
  if (args[0] == "--list-algorithms") {
    for (const std::string& n : braid::algorithm_names()) std::cout << n << "\n";
    return kExitOk;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  // With --json, an error is also one JSON object on stdout (its kind typed: docs/json-schema.md).
  const bool json = std::find(args.begin(), std::find(args.begin(), args.end(), "--"), "--json") !=
                    std::find(args.begin(), args.end(), "--");
  // An error without a verdict: said on stderr and, with --json, as one typed JSON object.
  auto fail = [json](braid::ErrorKind kind, const std::string& message, int status,
                     const braid::AlgorithmRefused* refused = nullptr) {
    if (json) std::cout << braid::error_json(kind, message, {}, refused).dump(2) << std::endl;
    std::cerr << "braid: " << message << "\n";
    return status;
  };
  auto dispatch = [&]() -> int {
    try {
      if (command == "check") return run_check(args);
      if (command == "replay") return run_replay(args);
      throw UsageError("unknown command '" + command + "'");
    } catch (const UsageError& e) {
      fail(braid::ErrorKind::Usage, e.what(), kExitUsage);
      std::cerr << "\n" << kUsage;
      return kExitUsage;
    } catch (const braid::AlgorithmRefused& e) {
      return fail(braid::ErrorKind::AlgorithmRefused, e.what(), kExitUsage, &e);
    } catch (const std::invalid_argument& e) {
      return fail(braid::ErrorKind::Usage, e.what(), kExitUsage);
    } catch (const braid::LimitError& e) {
      return fail(braid::ErrorKind::Limit, e.what(), kExitInternal);
    } catch (const braid::LinkError& e) {
      return fail(braid::ErrorKind::LinkError, e.what(), kExitInternal);
    } catch (const std::exception& e) {
      return fail(braid::ErrorKind::Internal, std::string("internal error: ") + e.what(), kExitInternal);
    }
  };
  if (command != "check" && command != "replay") return dispatch();
  // The program under test runs in a supervised child (cli/supervisor.h).
  try {
    return braid::cli::run_supervised(braid::cli::supervisor_options(args), dispatch);
  } catch (const std::invalid_argument& e) {
    std::cerr << "braid: " << e.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "braid: internal error: " << e.what() << "\n";
    return kExitInternal;
  }
}
