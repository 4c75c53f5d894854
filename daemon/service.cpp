#include "daemon/service.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

#include "lsp/jsonrpc.h"

namespace braid::daemon {
namespace fs = std::filesystem;

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// The engine's output passes through the program under test's process, so it is parsed
// like client input: nesting bounded before any recursive code sees it (else discarded).
json bounded_parse(const std::string& text) {
  lsp::ParsedMessage m = lsp::parse_message(text);
  return m.error.empty() ? std::move(m.value) : json(json::value_t::discarded);
}

std::string signal_name(int sig) {
  switch (sig) {
    case 9: return "SIGKILL";
    case 11: return "SIGSEGV";
    case 6: return "SIGABRT";
    case 7: return "SIGBUS";
    case 8: return "SIGFPE";
    default: return "signal " + std::to_string(sig);
  }
}

}  // namespace

void Settings::update(const json& j, std::vector<std::string>& warnings) {
  if (!j.is_object()) return;
  auto bad = [&](const char* key) { warnings.push_back(std::string("setting braid.") + key + " has the wrong type; ignored"); };
  auto out_of_range = [&](const char* key, double lo, double hi) {
    std::ostringstream m;
    m << "setting braid." << key << " must be a number in [" << lo << ", " << hi << "]; ignored";
    warnings.push_back(m.str());
  };
  // Integers only, compared before any narrowing (2^64-1 must not wrap to -1 or 1).
  auto in_range = [](const json& v, long long lo, long long hi) {
    if (v.is_number_unsigned()) return v.get<unsigned long long>() >= static_cast<unsigned long long>(std::max(lo, 0LL)) &&
                                       v.get<unsigned long long>() <= static_cast<unsigned long long>(hi);
    return v.is_number_integer() && v.get<long long>() >= lo && v.get<long long>() <= hi;
  };
  for (const auto& [key, v] : j.items()) {
    if (key == "algorithm") {
      if (v.is_string()) algorithm = lower(v.get<std::string>()); else bad("algorithm");
    } else if (key == "k") {
      if (in_range(v, 1, kMaxK)) k = std::to_string(v.get<long long>());
      else if (v.is_string() && v.get<std::string>() == "optimal") k = "optimal";
      else if (v.is_null()) k.reset();
      else warnings.push_back("setting braid.k must be an integer in [1, " + std::to_string(kMaxK) +
                              "] or \"optimal\"; ignored");
    } else if (key == "threads") {
      if (in_range(v, 1, kMaxThreads)) threads = v.get<int>(); else out_of_range("threads", 1, kMaxThreads);
    } else if (key == "jobs") {
      if (in_range(v, 1, parallel::kMaxJobs)) jobs = v.get<int>();
      else if (v.is_null()) jobs = static_cast<int>(parallel::default_jobs());
      else out_of_range("jobs", 1, parallel::kMaxJobs);
    } else if (key == "timeBudget") {
      // Bounded so the kill deadline ((budget + grace) in ms) cannot overflow.
      if (v.is_number() && v.get<double>() > 0 && v.get<double>() <= kMaxTimeBudget) time_budget = v.get<double>();
      else out_of_range("timeBudget", 0, kMaxTimeBudget);
    } else if (key == "maxExecutions") {
      if (in_range(v, 1, kMaxCount)) max_executions = v.get<long long>();
      else if (v.is_null()) max_executions.reset();
      else bad("maxExecutions");
    } else if (key == "maxSteps") {
      if (in_range(v, 1, kMaxCount)) max_steps = v.get<long long>();
      else if (v.is_null()) max_steps.reset();
      else bad("maxSteps");
    } else if (key == "extraFlags" || key == "fallbackFlags") {
      std::vector<std::string> flags;
      bool ok = v.is_array();
      if (ok)
        for (const auto& f : v) {
          if (!f.is_string()) ok = false;
          else flags.push_back(f.get<std::string>());
        }
      if (!ok) bad(key.c_str());
      else (key == "extraFlags" ? extra_flags : fallback_flags) = flags;
    } else if (key == "verifyOnSave") {
      if (v.is_boolean()) verify_on_save = v.get<bool>(); else bad("verifyOnSave");
    } else if (key == "memoryLimitMB") {
      if (in_range(v, 1, kMaxMemoryMB)) memory_limit_mb = v.get<long long>();
      else out_of_range("memoryLimitMB", 1, kMaxMemoryMB);
    } else if (key == "replayPrevious") {
      if (v.is_boolean()) replay_previous = v.get<bool>(); else bad("replayPrevious");
    } else if (key == "spuriousWakeups") {
      if (in_range(v, 0, 1000)) spurious_wakeups = v.get<int>();
      else bad("spuriousWakeups");
    } else if (key == "earlyTimeouts") {
      if (in_range(v, 0, 1000)) early_timeouts = v.get<int>();
      else bad("earlyTimeouts");
    } else if (key == "leaks") {
      if (v.is_boolean()) leaks = v.get<bool>(); else bad("leaks");
    } else if (key == "memoryModel") {
      if (v.is_string() && (v.get<std::string>() == "c11" || v.get<std::string>() == "sc"))
        memory_model = v.get<std::string>();
      else bad("memoryModel");
    }
  }
}

std::string Settings::fingerprint(const std::string& algo) const {
  std::ostringstream s;
  s << "algo=" << algo << ";k=" << k.value_or("") << ";t=" << time_budget
    << ";n=" << (max_executions ? std::to_string(*max_executions) : "") << ";steps="
    << (max_steps ? std::to_string(*max_steps) : "") << ";mem=" << memory_limit_mb << ";spurious=" << spurious_wakeups
    << ";early_timeouts=" << early_timeouts << ";leaks=" << leaks << ";memory_model=" << memory_model;
  return s.str();
}

struct VerificationService::Job {
  std::string path;
  std::uint64_t gen = 0;
  Target target;
  Snapshot snap;
  std::string algo;
  std::string trace_dir;
  std::shared_ptr<EngineProcess> engine;
  std::shared_ptr<const std::map<std::string, std::string>> texts;  // the target's files as read
  std::optional<std::uint64_t> ticket;  // while waiting for an engine slot
  bool cancelled = false;
  bool holds_slot = false;
  bool retried_algorithm = false;
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_progress{};
  json findings = json::array();  // bugs the running check streamed ({"finding"} lines)
};

EngineProgress parse_engine_progress(const json& line) {
  EngineProgress p;
  if (!line.is_object() || !line.contains("progress") || !line["progress"].is_object()) return p;
  const json& j = line["progress"];
  auto number = [&](const char* key) {
    return j.contains(key) && j[key].is_number() ? j[key].get<double>() : 0.0;
  };
  p.executions = static_cast<long long>(number("executions"));
  p.rate = number("rate");
  p.bugs = static_cast<long long>(number("bugs"));
  p.estimated_total = number("estimated_total");
  p.estimated_at_least = number("estimated_at_least");
  p.estimated_total_error = number("estimated_total_error");
  p.estimated_interleavings = number("estimated_interleavings");
  p.rough_total = number("rough_total");
  p.rough_total_error = number("rough_total_error");
  p.class_probes = static_cast<long long>(number("class_probes"));
  if (j.contains("total_estimator") && j["total_estimator"].is_string()) p.total_estimator = j["total_estimator"].get<std::string>();
  p.exceeds_budget = j.contains("estimate_exceeds_budget") && j["estimate_exceeds_budget"].is_boolean() &&
                     j["estimate_exceeds_budget"].get<bool>();
  return p;
}

VerificationService::VerificationService(boost::asio::io_context& io, std::string braid_binary, std::string cache_dir,
                                         ServiceEvents ev)
    : io_(io), scheduler_(io, 2), braid_(std::move(braid_binary)), cache_dir_(std::move(cache_dir)), ev_(std::move(ev)) {}

VerificationService::~VerificationService() {
  shutdown();
  scheduler_.join();  // pool work uses project_, which is destroyed before scheduler_
}

std::string VerificationService::algorithm() const { return algorithm_fallback_.value_or(settings_.algorithm); }

void VerificationService::settings_changed() {
  algorithm_fallback_.reset();  // a new algorithm choice deserves a new chance
  scheduler_.set_max_engines(static_cast<std::size_t>(settings_.threads));
}

std::uint64_t VerificationService::verify(const std::string& raw_path) {
  std::error_code ec;
  const std::string path = fs::weakly_canonical(raw_path, ec).string();
  const std::uint64_t gen = ++generation_[path];
  if (shut_down_) return gen;
  if (auto it = jobs_.find(path); it != jobs_.end()) {
    // Newest wins: the stale job's engine is killed and its result never published.
    auto old = it->second;
    old->cancelled = true;
    if (old->engine) old->engine->cancel();
    old->engine.reset();
    if (old->ticket) scheduler_.withdraw(*old->ticket);
    jobs_.erase(it);
    if (old->holds_slot) {
      old->holds_slot = false;
      scheduler_.release();
    }
    VerifyResult r;
    r.path = path;
    r.generation = old->gen;
    r.state = "superseded";
    if (ev_.on_result) ev_.on_result(r);
  }
  auto job = std::make_shared<Job>();
  job->path = path;
  job->gen = gen;
  job->algo = algorithm();
  jobs_[path] = job;
  if (ev_.on_start) ev_.on_start(path, gen);
  const std::string fp = settings_.fingerprint(job->algo);
  // Everything that reads the user's files (the database, the sources, their headers) runs
  // on the pool: a slow or hostile file never stalls the protocol thread.
  scheduler_.run_cpu(
      [project = &project_, path, fallback = settings_.fallback_flags, extra = settings_.extra_flags, fp] {
        Prepared p;
        p.target = project->resolve(path, fallback, extra);
        std::error_code e;
        for (auto& f : p.target.files) f = fs::weakly_canonical(f, e).string();
        auto texts = std::make_shared<std::map<std::string, std::string>>();
        for (const auto& f : p.target.files) (*texts)[f] = read_file(f).value_or("");
        p.texts = std::move(texts);
        if (p.target.error.empty()) p.snap = snapshot(p.target.files, p.target.flags, fp);
        return p;
      },
      [this, job](Prepared p) { prepared(job, std::move(p)); });
  return gen;
}

void VerificationService::prepared(const std::shared_ptr<Job>& job, Prepared p) {
  if (job->cancelled || shut_down_) return;
  job->target = std::move(p.target);
  job->texts = std::move(p.texts);
  job->snap = std::move(p.snap);
  for (const auto& w : job->target.warnings)
    if (ev_.on_log) ev_.on_log(2, w);
  if (!job->target.error.empty()) {
    VerifyResult r;
    r.state = "error";
    r.error_code = "unreadable-file";
    r.error_message = "not verified: " + job->target.error;
    return finish(job, std::move(r));
  }
  if (!job->target.has_main) {
    VerifyResult r;
    r.state = "no-main";
    r.error_code = "no-main";
    r.error_message = "braid: no `main` in this file (and no compilation database groups it with one); not verified";
    return finish(job, std::move(r));
  }
  if (const CachedResult* c = cache_.find(job->snap.key)) {
    VerifyResult r;
    r.state = "done";
    r.from_cache = true;
    r.engine = c->result;
    remap_locations(r.engine, c->snapshot, job->snap);
    r.report = parse_engine_report(r.engine);
    return finish(job, std::move(r));
  }
  job->trace_dir = (fs::path(cache_dir_) / "traces" / job->snap.key.substr(0, 16)).string();
  const auto prev = last_.find(job->path);
  if (settings_.replay_previous && prev != last_.end() && !prev->second.report.bugs.empty()) {
    return replay_previous(job);
  }
  run_check(job);
}

// Before the full check, one engine process replays the previous result's counterexamples
// (at most 8) on the program as it is now (`braid replay T... -- files flags`): a bug that
// is still there is published, with its new trace, within milliseconds of the save. If
// none reproduces, the old bugs are published as stale until the check ends.
void VerificationService::replay_previous(const std::shared_ptr<Job>& job) {
  const VerifyResult& prev = last_[job->path];
  std::vector<std::string> args{"replay"};
  for (const EngineBug& bug : prev.report.bugs)
    if (!bug.trace_file.empty() && args.size() <= 8) args.push_back(bug.trace_file);
  auto publish_interim = [this, job](json reproduced) {
    const VerifyResult& old = last_[job->path];
    VerifyResult r;
    r.path = job->path;
    r.generation = job->gen;
    r.files = job->target.files;
    r.texts = job->texts;
    if (!reproduced.empty()) {
      r.state = "replayed";
      r.engine = json{{"bugs", std::move(reproduced)}, {"algorithm", old.report.algorithm}};
      r.report = parse_engine_report(r.engine);
      // Their own trace ids: the full check's bug N may be a different bug.
      r.trace_prefix = job->snap.key.substr(0, 12) + "r";
      remember_traces(r);
    } else {
      r.state = "stale";
      r.engine = old.engine;
      r.report = old.report;
      r.trace_prefix = old.trace_prefix;
    }
    if (ev_.on_result) ev_.on_result(r);
    run_check(job);
  };
  if (args.size() == 1) return publish_interim(json::array());
  args.push_back("--json");
  args.push_back("--");
  // First, so no flag can be taken as their value.
  for (const auto& r : job->target.include_roots) args.push_back("--include-root=" + r);
  args.insert(args.end(), job->target.files.begin(), job->target.files.end());
  args.insert(args.end(), job->target.flags.begin(), job->target.flags.end());
  job->engine = EngineProcess::start(io_, command(*job, std::move(args), 3.0), nullptr,
                                     [this, job, publish_interim](EngineOutcome out) {
                                       job->engine.reset();
                                       if (job->cancelled) return;
                                       const json j = bounded_parse(out.out);
                                       json reproduced = json::array();
                                       if (out.exit_code == 1 && parse_engine_report(j).has_bugs_field)
                                         reproduced = j["bugs"];
                                       else if (out.exit_code != 0 && ev_.on_log)
                                         ev_.on_log(4, "replay of the previous counterexamples failed (exit " +
                                                           std::to_string(out.exit_code) + ")");
                                       publish_interim(std::move(reproduced));
                                     });
}

EngineCommand VerificationService::command(const Job& job, std::vector<std::string> args, double budget_s) const {
  EngineCommand cmd;
  cmd.binary = braid_;
  cmd.args = std::move(args);
  cmd.cwd = job.target.directory;
  // A backstop: the engine's supervisor already holds --time-limit, compilation included
  // (docs/cli.md), with a grace of 0.6 s (cli/supervisor.h, kTimeLimitGraceS).
  cmd.kill_after = std::chrono::milliseconds(static_cast<long long>((budget_s + 5.0) * 1000));
  cmd.rss_limit_bytes = static_cast<std::size_t>(settings_.memory_limit_mb) << 20;
  // The engine's supervisor holds the same limit over the program's whole process tree and
  // says so in its verdict (cli/supervisor.h); the sampling above is a backstop. Before
  // `--`: what follows it is the program.
  cmd.args.insert(std::find(cmd.args.begin(), cmd.args.end(), "--"),
                  {"--memory-limit", std::to_string(settings_.memory_limit_mb)});
  return cmd;
}

void VerificationService::run_check(const std::shared_ptr<Job>& job) {
  job->ticket = scheduler_.acquire([this, job] {
    job->ticket.reset();
    if (job->cancelled || shut_down_) {
      scheduler_.release();
      return;
    }
    job->holds_slot = true;
    std::error_code ec;
    fs::remove_all(job->trace_dir, ec);  // old bug-N.json files must not mix with new ones
    fs::create_directories(job->trace_dir, ec);
    // Include-like flags (from the database or the settings) may name only the workspace
    // (and the database entry's build folder) and system folders; the engine's flag policy
    // enforces it (docs/security.md). First, so no flag can be taken as their value.
    std::vector<std::string> args{"check"};
    for (const auto& r : job->target.include_roots) args.push_back("--include-root=" + r);
    args.insert(args.end(), job->target.files.begin(), job->target.files.end());
    args.insert(args.end(), job->target.flags.begin(), job->target.flags.end());
    std::ostringstream tl;
    tl << settings_.time_budget;
    for (std::string a : {"--json", "--progress", "--trace-dir", job->trace_dir.c_str(), "--time-limit"}) args.push_back(a);
    args.push_back(tl.str());
    args.push_back("--algo=" + job->algo);
    // The pool's workers, shared fairly by the documents verifying at once (each running
    // engine holds a slot; at most `threads` run).
    const std::size_t engines = std::clamp<std::size_t>(jobs_.size(), 1, static_cast<std::size_t>(settings_.threads));
    args.push_back("--jobs");
    args.push_back(std::to_string(std::max<std::size_t>(1, static_cast<std::size_t>(settings_.jobs) / engines)));
    if (settings_.max_executions) {
      args.push_back("--max-executions");
      args.push_back(std::to_string(*settings_.max_executions));
    }
    if (settings_.max_steps) {
      args.push_back("--max-steps");
      args.push_back(std::to_string(*settings_.max_steps));
    }
    if (settings_.k) args.push_back("--k=" + *settings_.k);
    if (settings_.spurious_wakeups > 0) args.push_back("--spurious-wakeups=" + std::to_string(settings_.spurious_wakeups));
    if (settings_.early_timeouts != 1) args.push_back("--early-timeouts=" + std::to_string(settings_.early_timeouts));
    if (settings_.leaks) args.push_back("--leaks");
    if (settings_.memory_model != "c11") args.push_back("--memory-model=" + settings_.memory_model);
    if (ev_.on_log) {
      std::string line = "running " + braid_;
      for (auto& a : args) line += " " + a;
      ev_.on_log(4, line);
    }
    job->engine = EngineProcess::start(
        io_, command(*job, std::move(args), settings_.time_budget),
        [this, job](const std::string& line) {
          if (job->cancelled) return;
          if (line.rfind("{\"finding\"", 0) == 0) return found(job, bounded_parse(line));
          if (line.rfind("{\"progress\"", 0) != 0) return;
          const auto now = std::chrono::steady_clock::now();
          if (now - job->last_progress < std::chrono::milliseconds(200)) return;  // throttle
          job->last_progress = now;
          const json p = bounded_parse(line);
          if (!p.is_object() || !p["progress"].is_object()) return;
          if (ev_.on_progress) ev_.on_progress(job->path, job->gen, parse_engine_progress(p));
        },
        [this, job](EngineOutcome out) { checked(job, std::move(out)); });
  });
}

// A bug the running check found (`{"finding": {"index", "bug"}}`, docs/cli.md): published at
// once with the ones before it, as an intermediate result; the check's final result
// replaces them. Their own trace ids: the final report numbers bugs in the canonical order.
void VerificationService::found(const std::shared_ptr<Job>& job, const json& line) {
  if (!line.is_object() || !line.contains("finding") || !line["finding"].is_object()) return;
  const json& finding = line["finding"];
  if (!finding.contains("bug") || !finding["bug"].is_object() || job->findings.size() >= 64) return;
  job->findings.push_back(finding["bug"]);
  VerifyResult r;
  r.path = job->path;
  r.generation = job->gen;
  r.state = "found";
  r.files = job->target.files;
  r.texts = job->texts;
  r.engine = json{{"bugs", job->findings}, {"algorithm", job->algo}};
  r.report = parse_engine_report(r.engine);
  r.trace_prefix = job->snap.key.substr(0, 12) + "f";
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - job->started).count();
  remember_traces(r);
  if (ev_.on_result) ev_.on_result(r);
}

void VerificationService::checked(const std::shared_ptr<Job>& job, EngineOutcome out) {
  job->engine.reset();
  if (job->holds_slot) {
    job->holds_slot = false;
    scheduler_.release();
  }
  if (job->cancelled) return;  // whoever cancelled has reported it
  VerifyResult r;
  const json j = bounded_parse(out.out);
  const EngineReport report = parse_engine_report(j);
  auto verdict = [&](bool incomplete) {
    r.state = "done";
    r.engine = j;
    r.report = report;
    if (incomplete) {
      r.engine["complete"] = false;
      r.report.complete = false;
    }
  };
  if (out.spawn_failed) {
    r.state = "error";
    r.error_code = "engine-crash";
    r.error_message = "braid engine could not be started: " + out.spawn_error;
    if (ev_.on_show) ev_.on_show(r.error_message);
  } else if (out.memory_exceeded) {
    r.state = "error";
    r.error_code = "engine-crash";
    r.error_message = "braid engine killed: memory use exceeded memoryLimitMB (" +
                      std::to_string(settings_.memory_limit_mb) + " MB); the program may allocate without bound";
    if (ev_.on_show) ev_.on_show(r.error_message);
  } else if (out.timed_out) {
    r.state = "error";
    r.error_code = "timeout";
    std::ostringstream m;
    m << "braid engine killed after exceeding the time budget (" << settings_.time_budget
      << " s + grace): the program may loop forever without visible operations";
    r.error_message = m.str();
    // The supervisor answers the stop with the bugs it had (never cached: incomplete).
    if (!report.bugs.empty()) verdict(true);
    if (ev_.on_show) ev_.on_show(r.error_message);
  } else if (report.failure) {
    // The program under test stopped the engine (exit_group, exec, a signal, a limit): the
    // bugs found before are shown, the verdict is incomplete and never cached.
    const std::string why = "verification incomplete: " + report.failure->message;
    if (!report.bugs.empty()) {
      verdict(false);
    } else {
      r.state = "error";
      r.error_code = "engine-crash";
      r.error_message = why;
    }
    if (ev_.on_show) ev_.on_show(why);
  } else if ((out.exit_code == 0 || out.exit_code == 1 || out.exit_code == 4) && report.has_bugs_field) {
    // 0 complete, no bug; 1 bug; 4 no bug but incomplete (docs/cli.md).
    verdict(false);
    CachedResult c{j, job->snap, job->trace_dir};
    if (report.exploration_complete || !settings_.max_executions) cache_.put(job->snap.key, std::move(c));
  } else if (out.exit_code == 2) {
    const std::optional<EngineError>& error = report.error;
    // The engine refused the algorithm for this program and named one that can explore it.
    if (error && error->kind == EngineErrorKind::AlgorithmRefused && error->suggested_algorithm &&
        *error->suggested_algorithm != job->algo && !job->retried_algorithm) {
      const std::string& suggested = *error->suggested_algorithm;
      if (ev_.on_log)
        ev_.on_log(2, "engine rejected algorithm `" + job->algo + "`; falling back to " + suggested + ": " +
                          error->message.substr(0, 300));
      algorithm_fallback_ = suggested;
      job->algo = suggested;
      job->retried_algorithm = true;
      // The options changed, so the cache key must too.
      rekey(job->snap, job->target.files, job->target.flags, settings_.fingerprint(job->algo));
      return run_check(job);
    }
    r.state = "error";
    r.error_code = "compile-error";
    r.error_message = error ? error->message : "compile error";
    r.compile_output = error && !error->diagnostics.empty() ? error->diagnostics : out.err_tail;
  } else {
    r.state = "error";
    r.error_code = "engine-crash";
    std::ostringstream m;
    if (out.term_signal) {
      m << "braid engine was killed by " << signal_name(out.term_signal);
      if (out.term_signal == 9) m << " (memory limit " << settings_.memory_limit_mb << " MB or external kill)";
    } else {
      m << "braid engine failed (exit " << out.exit_code << ")";
    }
    std::string tail = out.err_tail;
    if (tail.size() > 400) tail = tail.substr(tail.size() - 400);
    if (!tail.empty()) m << ": " << tail;
    r.error_message = m.str();
    while (!r.error_message.empty() && r.error_message.back() == '\n') r.error_message.pop_back();
    if (ev_.on_show) ev_.on_show(r.error_message);
  }
  r.seconds = out.seconds;
  finish(job, std::move(r));
}

void VerificationService::finish(const std::shared_ptr<Job>& job, VerifyResult r) {
  r.path = job->path;
  r.generation = job->gen;
  r.files = job->target.files;
  r.texts = job->texts;
  r.trace_prefix = job->snap.key.substr(0, 12);
  if (r.seconds == 0)
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - job->started).count();
  if (auto it = jobs_.find(job->path); it != jobs_.end() && it->second == job) jobs_.erase(it);
  remember_traces(r);
  if (r.state == "done" || r.state == "no-main") last_[job->path] = r;
  if (ev_.on_result) ev_.on_result(r);
}

void VerificationService::remember_traces(const VerifyResult& r) {
  if (!r.engine.is_object() || !r.engine.contains("bugs") || !r.engine["bugs"].is_array()) return;
  for (const auto& b : r.engine["bugs"]) traces_.add(r.trace_prefix + "-" + std::to_string(b.value("id", 0)), b);
}

void TraceStore::add(const std::string& id, const json& bug) {
  const std::size_t bytes = bug.dump(-1, ' ', false, json::error_handler_t::replace).size();
  if (auto it = traces_.find(id); it != traces_.end()) {
    bytes_ -= it->second.bytes;
    traces_.erase(it);
    std::erase(order_, id);
  }
  if (bytes > max_bytes_) return;
  traces_[id] = Stored{bug, bytes};
  order_.push_back(id);
  bytes_ += bytes;
  // Oldest first, until both bounds hold (one save with 40 bugs adds 40 at once).
  while (!order_.empty() && (traces_.size() > max_count_ || bytes_ > max_bytes_)) {
    auto it = traces_.find(order_.front());
    order_.pop_front();
    if (it == traces_.end()) continue;
    bytes_ -= it->second.bytes;
    traces_.erase(it);
  }
}

const json* TraceStore::find(const std::string& id) const {
  auto it = traces_.find(id);
  return it == traces_.end() ? nullptr : &it->second.bug;
}

std::optional<json> VerificationService::trace(const std::string& id) const {
  const json* t = traces_.find(id);
  if (!t) return std::nullopt;
  return *t;
}

std::size_t VerificationService::stop(const std::optional<std::string>& raw_path) {
  std::optional<std::string> path;
  std::error_code ec;
  if (raw_path) path = fs::weakly_canonical(*raw_path, ec).string();
  std::vector<std::shared_ptr<Job>> victims;
  for (auto& [p, j] : jobs_)
    if (!path || p == *path) victims.push_back(j);
  for (auto& j : victims) {
    j->cancelled = true;
    if (j->engine) {
      if (shutting_down_) j->engine->kill_and_reap();
      else j->engine->cancel();
      j->engine.reset();  // the job<->engine reference cycle would otherwise keep both alive
    }
    if (j->ticket) scheduler_.withdraw(*j->ticket);
    if (j->holds_slot) {
      j->holds_slot = false;
      scheduler_.release();
    }
    jobs_.erase(j->path);
    VerifyResult r;
    r.path = j->path;
    r.generation = j->gen;
    r.state = "cancelled";
    if (ev_.on_result) ev_.on_result(r);
  }
  return victims.size();
}

void VerificationService::shutdown() {
  if (shut_down_) return;
  shutting_down_ = true;
  stop(std::nullopt);
  shut_down_ = true;
  scheduler_.stop();
}

}  // namespace braid::daemon
