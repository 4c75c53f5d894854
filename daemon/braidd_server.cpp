#include "daemon/braidd_server.h"
#include "daemon/diagnostics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>
#include <sstream>

#include "frontend/source_language.h"
#include "lsp/uri.h"

namespace braid::daemon {
namespace fs = std::filesystem;
using lsp::json;
using lsp::RpcError;
namespace ec = lsp::error_code;

namespace {

std::string with_commas(long long n) {
  // Built front to back (string::insert trips a GCC 12 -Wrestrict false positive at -O3).
  const std::string digits = std::to_string(n < 0 ? -n : n);
  std::string out = n < 0 ? "-" : "";
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out.push_back(',');
    out.push_back(digits[i]);
  }
  return out;
}

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string fixed1(double v) {
  std::ostringstream o;
  o.setf(std::ios::fixed);
  o.precision(1);
  o << v;
  return o.str();
}

// A document version as an int; anything else (a float, 2^64-1) is refused, not narrowed.
int version_of(const json& v) {
  if (v.is_number_integer() && !v.is_number_unsigned() && v.get<long long>() >= INT32_MIN &&
      v.get<long long>() <= INT32_MAX)
    return static_cast<int>(v.get<long long>());
  if (v.is_number_unsigned() && v.get<unsigned long long>() <= INT32_MAX) return static_cast<int>(v.get<unsigned long long>());
  throw RpcError(ec::kInvalidParams, "version must be a 32-bit integer");
}

// file:// URIs of workspace folders -> canonical paths.
std::vector<std::string> folder_paths(const json& params) {
  std::vector<std::string> out;
  auto add = [&](const json& uri) {
    if (!uri.is_string()) return;
    if (auto p = lsp::uri_to_path(uri.get<std::string>())) {
      std::error_code e;
      out.push_back(fs::weakly_canonical(*p, e).string());
    }
  };
  if (params.contains("workspaceFolders") && params["workspaceFolders"].is_array()) {
    for (const auto& f : params["workspaceFolders"])
      if (f.is_object() && f.contains("uri")) add(f["uri"]);
  }
  if (out.empty() && params.contains("rootUri")) add(params["rootUri"]);
  if (out.empty() && params.contains("rootPath") && params["rootPath"].is_string())
    add(json(lsp::path_to_uri(params["rootPath"].get<std::string>())));
  return out;
}

bool is_c_family(const std::string& path, const std::string& lang) {
  if (lang == "c" || lang == "cpp") return true;
  // The CLI's and the compiler's list (frontend/source_language.h): before, braidd kept its
  // own and did not verify the preprocessed .i / .ii files `braid check` takes.
  return is_source_file(path);
}

// Why the exploration did not cover its whole space, in a few words (the full text is in
// the Information diagnostic). Before, every such run read "budget reached", also one cut
// short by a construct braid does not support.
std::string why_exploration_stopped(const std::vector<CoverageGap>& gaps) {
  static const std::pair<const char*, const char*> kWhy[] = {
      {"cancelled", "cancelled"},
      {"time-limit", "time limit reached"},
      {"execution-limit", "execution limit reached"},
      {"first-bug", "stopped at the first bug"},
      {"preemption-bound", "preemption bound"},
      {"hunt-only", "bug hunting only"},
      {"unsupported", "unsupported construct reached"},
      {"stopped-early", "stopped early"},
  };
  for (const auto& [code, words] : kWhy)
    for (const CoverageGap& gap : gaps)
      if (gap.code == code) return words;
  return "incomplete";
}

std::string summary_of(const VerifyResult& r) {
  const EngineReport& e = r.report;
  const long long n = e.executions;
  const std::size_t bugs = e.bugs.size();
  // Did the exploration stop at a budget? (Other gaps, e.g. fixed inputs, are listed below
  // and in the Information diagnostic.)
  const bool complete = e.exploration_complete;
  std::string s = "braid: ";
  const std::string execs = (complete ? "" : "\u2265 ") + with_commas(n) + " executions";
  if (bugs == 0) s += execs + ", no bugs";
  else s += std::to_string(bugs) + (bugs == 1 ? " bug in " : " bugs in ") + execs;
  // Sub-second runs in milliseconds: "0.0 s" would read as "not measured".
  const double seconds = e.time_s;
  const std::string took = seconds < 1.0 ? std::to_string(static_cast<long long>(seconds * 1000.0 + 0.5)) + " ms"
                                         : fixed1(seconds) + " s";
  s += " (" + upper(e.algorithm.empty() ? std::string("?") : e.algorithm) + ", " + took;
  if (!complete) s += ", " + why_exploration_stopped(e.gaps);
  if (r.from_cache) s += ", cached";
  // What the verdict does not cover (the engine's "notes", in short).
  for (const CoverageGap& gap : e.gaps)
    if (gap.code == "nondet-values-bounded") s += ", nondet values bounded";
  if (e.nondet_executions > 0) s += ", library inputs fixed";
  if (n > 0 && e.assume_blocked == n) s += ", every run cut by an assume";
  return s + ")";
}

}  // namespace

BraiddServer::BraiddServer(boost::asio::io_context& io, std::shared_ptr<lsp::Server> server, DaemonOptions opts)
    : io_(io),
      server_(std::move(server)),
      opts_(std::move(opts)),
      service_(io, opts_.braid_binary, opts_.cache_dir,
               ServiceEvents{
                   [this](const std::string& p, std::uint64_t g) { on_start(p, g); },
                   [this](const std::string& p, std::uint64_t g, const EngineProgress& pr) { on_progress(p, g, pr); },
                   [this](const VerifyResult& r) { on_result(r); },
                   [this](int level, const std::string& m) { log(level, m); },
                   [this](const std::string& m) {
                     log(1, m);
                     server_->show_message(1, m);
                   },
               }) {
  install_handlers();
}

BraiddServer::~BraiddServer() { shutdown(); }

void BraiddServer::shutdown() { service_.shutdown(); }

void BraiddServer::log(int level, const std::string& msg) {
  if (level > opts_.log_level) return;
  std::cerr << "braidd: " << msg << "\n";
  if (server_->state() == lsp::Server::State::Running) server_->log_message(level, msg);
}

void BraiddServer::install_handlers() {
  server_->set_initialize([this](const json& p) { return initialize(p); });
  server_->set_shutdown([this] { shutdown(); });

  server_->on_notification("textDocument/didOpen", [this](const json& p) {
    const json& td = p.at("textDocument");
    docs_.open(lsp::TextDocument{td.at("uri").get<std::string>(), td.value("languageId", ""),
                                 version_of(td.at("version")), td.at("text").get<std::string>()});
  });
  server_->on_notification("textDocument/didChange", [this](const json& p) {
    const json& td = p.at("textDocument");
    lsp::TextDocument* d = docs_.find(td.at("uri").get<std::string>());
    if (!d) return;
    for (const auto& c : p.at("contentChanges")) d->apply_change(c);
    if (td.contains("version") && td["version"].is_number_integer()) d->version = version_of(td["version"]);
  });
  server_->on_notification("textDocument/didClose",
                           [this](const json& p) { docs_.close(p.at("textDocument").at("uri").get<std::string>()); });
  server_->on_notification("textDocument/didSave", [this](const json& p) {
    const std::string uri = p.at("textDocument").at("uri").get<std::string>();
    if (lsp::TextDocument* d = docs_.find(uri); d && p.contains("text") && p["text"].is_string())
      d->text = p["text"].get<std::string>();
    if (!service_.settings().verify_on_save) return;
    const auto path = lsp::uri_to_path(uri);
    if (!path) return;
    const lsp::TextDocument* d = docs_.find(uri);
    if (!is_c_family(*path, d ? d->language_id : "")) return;
    start_verify(*path, uri);
  });
  server_->on_notification("workspace/didChangeConfiguration", [this](const json& p) {
    if (p.contains("settings") && p["settings"].is_object())
      apply_settings(p["settings"].contains("braid") ? p["settings"]["braid"] : p["settings"]);
  });
  server_->on_notification("workspace/didChangeWatchedFiles", [this](const json& p) {
    for (const auto& ch : p.value("changes", json::array())) {
      const auto path = lsp::uri_to_path(ch.value("uri", ""));
      if (path && fs::path(*path).filename() == "compile_commands.json") {
        service_.project().invalidate(*path);
        log(3, "compilation database changed: " + *path);
      }
    }
  });
  server_->on_notification("workspace/didChangeWorkspaceFolders", [this](const json& p) {
    const json& ev = p.at("event");
    std::vector<std::string> removed;
    for (const auto& f : ev.value("removed", json::array())) {
      std::vector<std::string> one = folder_paths(json{{"workspaceFolders", json::array({f})}});
      removed.insert(removed.end(), one.begin(), one.end());
    }
    std::vector<std::string> now;
    for (const auto& f : workspace_folders_)
      if (std::find(removed.begin(), removed.end(), f) == removed.end()) now.push_back(f);
    for (const auto& f : folder_paths(json{{"workspaceFolders", ev.value("added", json::array())}})) now.push_back(f);
    workspace_folders_ = now;
    service_.project().set_workspace_folders(now);
  });
  server_->on_notification("window/workDoneProgress/cancel", [this](const json& p) {
    const json token = p.value("token", json());
    for (auto& [path, st] : files_)
      if (st.progress && json(st.progress->token) == token) service_.stop(path);
  });

  server_->on_request("textDocument/codeLens", [this](const json& p, const lsp::Reply& reply) {
    const auto path = lsp::uri_to_path(p.at("textDocument").at("uri").get<std::string>());
    std::error_code e;
    auto it = path ? files_.find(fs::weakly_canonical(*path, e).string()) : files_.end();
    reply.result(it == files_.end() ? json::array() : it->second.lenses);
  });

  auto trace = [this](const json& args) -> json {
    if (!args.is_object() || !args.contains("traceId") || !args["traceId"].is_string())
      throw RpcError(ec::kInvalidParams, "expected {\"traceId\": string}");
    auto t = service_.trace(args["traceId"].get<std::string>());
    if (!t) throw RpcError(ec::kInvalidParams, "unknown traceId " + args["traceId"].get<std::string>());
    return *t;
  };
  server_->on_request("braid/trace", [trace](const json& p, const lsp::Reply& reply) { reply.result(trace(p)); });

  server_->on_request("workspace/executeCommand", [this, trace](const json& p, const lsp::Reply& reply) {
    const std::string cmd = p.at("command").get<std::string>();
    const json args = p.value("arguments", json::array());
    if (!args.is_array()) throw RpcError(ec::kInvalidParams, "arguments must be an array");
    if (cmd == "braid.replay") {
      if (args.empty()) throw RpcError(ec::kInvalidParams, "braid.replay needs [{\"traceId\": ...}]");
      return reply.result(trace(args[0]));
    }
    if (cmd == "braid.stop") {
      std::optional<std::string> path;
      if (!args.empty() && args[0].is_string()) path = lsp::uri_to_path(args[0].get<std::string>());
      return reply.result(json{{"stopped", service_.stop(path)}});
    }
    if (cmd == "braid.verify") {
      if (args.empty() || !args[0].is_string()) throw RpcError(ec::kInvalidParams, "braid.verify needs [uri]");
      const std::string uri = args[0].get<std::string>();
      const auto path = lsp::uri_to_path(uri);
      if (!path) throw RpcError(ec::kInvalidParams, "not a file URI: " + uri);
      std::error_code e;
      if (!fs::is_regular_file(*path, e)) throw RpcError(ec::kInvalidParams, "no such file: " + *path);
      const std::uint64_t gen = start_verify(*path, uri);
      const std::string canon = fs::weakly_canonical(*path, e).string();
      // The request resolves with the verification; cancelling it cancels the job (but
      // not a newer one a later save started).
      pending_[canon].push_back(PendingVerify{gen, reply});
      reply.on_cancel([this, canon, gen] {
        if (service_.current_generation(canon) == gen) service_.stop(canon);
      });
      return;
    }
    throw RpcError(ec::kInvalidParams, "unknown command " + cmd);
  });
}

json BraiddServer::initialize(const json& params) {
  workspace_folders_ = folder_paths(params);
  service_.project().set_workspace_folders(workspace_folders_);
  if (params.contains("initializationOptions") && params["initializationOptions"].is_object()) {
    const json& o = params["initializationOptions"];
    apply_settings(o.contains("braid") && o["braid"].is_object() ? o["braid"] : o);
  }
  return json{
      {"capabilities",
       // Positions are UTF-16 code units (the LSP default, which every client supports);
       // saying so explicitly answers a 3.17 client's general.positionEncodings.
       {{"positionEncoding", "utf-16"},
        {"textDocumentSync", {{"openClose", true}, {"change", 2}, {"save", {{"includeText", false}}}}},
        {"codeLensProvider", {{"resolveProvider", false}}},
        {"workspace", {{"workspaceFolders", {{"supported", true}, {"changeNotifications", true}}}}},
        {"executeCommandProvider", {{"commands", {"braid.verify", "braid.replay", "braid.stop"}}}}}},
      {"serverInfo", {{"name", "braidd"}, {"version", "0.1.0"}}}};
}

void BraiddServer::apply_settings(const json& s) {
  std::vector<std::string> warnings;
  service_.settings().update(s, warnings);
  service_.settings_changed();
  for (const auto& w : warnings) log(2, w);
}

std::uint64_t BraiddServer::start_verify(const std::string& path, const std::string& uri) {
  std::error_code e;
  const std::string canon = fs::weakly_canonical(path, e).string();
  FileState& st = files_[canon];
  st.uri = uri;
  const lsp::TextDocument* d = docs_.find(uri);
  st.version = d ? d->version : 0;
  auto& pend = pending_[canon];
  pend.erase(std::remove_if(pend.begin(), pend.end(), [](const PendingVerify& pv) { return pv.reply.done(); }),
             pend.end());
  return service_.verify(path);
}

void BraiddServer::on_start(const std::string& path, std::uint64_t) {
  FileState& st = files_[path];
  status(path, "verifying", 0, 0, "braid: verifying\u2026");
  st.lenses = json::array({json{{"range", lsp::Range{}},
                                {"command", {{"title", "braid: verifying\u2026"}, {"command", "braid.stop"},
                                             {"arguments", json::array({st.uri})}}}}});
  refresh_lenses();
  if (!server_->client_capability("/window/workDoneProgress")) return;
  if (st.progress && !st.progress->ended) progress(st, json{{"kind", "end"}, {"message", "superseded"}});
  st.progress = Progress{"braid-" + std::to_string(++progress_seq_), false, false, {}};
  st.percentage = 0;
  const std::string token = st.progress->token;
  server_->request("window/workDoneProgress/create", json{{"token", token}},
                   [this, path, token](const json&, const json& error) {
                     auto it = files_.find(path);
                     if (it == files_.end() || !it->second.progress || it->second.progress->token != token) return;
                     Progress& pr = *it->second.progress;
                     if (!error.is_null()) return;  // the client refused: no progress for this job
                     pr.created = true;
                     for (auto& v : pr.queued) server_->notify("$/progress", json{{"token", token}, {"value", v}});
                     pr.queued.clear();
                   });
  progress(st, json{{"kind", "begin"}, {"title", "braid"}, {"cancellable", true}, {"message", "verifying\u2026"},
                    {"percentage", 0}});
}

void BraiddServer::progress(FileState& st, json value) {
  if (!st.progress || st.progress->ended) return;
  if (value["kind"] == "end") st.progress->ended = true;
  if (st.progress->created) server_->notify("$/progress", json{{"token", st.progress->token}, {"value", value}});
  else st.progress->queued.push_back(std::move(value));
}

// The lenses follow the run's state (verifying, the result, nothing after a cancel): a
// client shows what it last asked for, so it is told to ask again at every change.
void BraiddServer::refresh_lenses() {
  if (server_->client_capability("/workspace/codeLens/refreshSupport"))
    server_->request("workspace/codeLens/refresh", nullptr, nullptr);
}

void BraiddServer::on_progress(const std::string& path, std::uint64_t gen, const EngineProgress& p) {
  if (service_.current_generation(path) != gen) return;  // a superseded job's late line
  const long long executions = p.executions;
  std::string msg = with_commas(executions) + " executions (" + with_commas(static_cast<long long>(p.rate)) + "/s)";
  // The estimate as typed fields (clients format them; docs/lsp.md) and in the summary.
  json estimate = json::object();
  if (p.bugs > 0) estimate["bugs"] = p.bugs;
  std::optional<int> percentage;
  if (p.estimated_total >= 1 && std::isfinite(p.estimated_total)) {
    const double total = std::max(p.estimated_total, static_cast<double>(executions));  // never below what ran
    const double fraction = static_cast<double>(executions) / total;
    estimate["estimatedTotal"] = total;
    estimate["fraction"] = fraction;
    percentage = static_cast<int>(100 * fraction);
    msg += ", ~" + with_commas(static_cast<long long>(total)) + " total (estimate";
    if (p.estimated_total_error > 0 && std::isfinite(p.estimated_total_error)) {
      estimate["estimateError"] = p.estimated_total_error;  // from random probes (POP)
      msg += " \u00b1" + std::to_string(static_cast<int>(std::lround(100 * p.estimated_total_error / total))) + "%";
    }
    msg += ", " + std::to_string(static_cast<int>(100 * fraction)) + "%";
    // What is certain (POP): the runs done and the branches known but not started.
    if (p.estimated_at_least > static_cast<double>(executions) && std::isfinite(p.estimated_at_least)) {
      estimate["atLeast"] = p.estimated_at_least;
      msg += "; at least " + with_commas(static_cast<long long>(p.estimated_at_least));
    }
    msg += ")";
  } else if (p.rough_total > 0 && std::isfinite(p.rough_total)) {
    // An unsettled probe estimate: shown as rough, with its interval and probes (the CLI's text).
    const double certain = std::max(static_cast<double>(executions), p.estimated_at_least);
    if (p.rough_total + p.rough_total_error < certain) {
      // Its 95 % interval lies below what already ran: only what is certain, and why.
      msg += ", at least " + with_commas(static_cast<long long>(certain)) + " total (no estimate: the probes' rough ~" +
             with_commas(static_cast<long long>(p.rough_total)) + " is below what already ran)";
    } else {
      const double total = std::max(p.rough_total, certain);
      const double fraction = static_cast<double>(executions) / total;
      estimate["roughTotal"] = total;
      estimate["roughError"] = p.rough_total_error;
      estimate["fraction"] = fraction;
      percentage = static_cast<int>(100 * fraction);
      msg += ", ~" + with_commas(static_cast<long long>(total)) + " total (rough estimate";
      if (p.rough_total_error > 0)
        msg += " \u00b1" + std::to_string(std::llround(100 * p.rough_total_error / p.rough_total)) + "%";
      msg += ", " + std::to_string(p.class_probes) + (p.class_probes == 1 ? " probe" : " probes") + ", " +
             std::to_string(static_cast<int>(100 * fraction)) + "%";
      if (p.estimated_at_least > static_cast<double>(executions))
        msg += "; at least " + with_commas(static_cast<long long>(p.estimated_at_least));
      msg += ")";
    }
    if (p.estimated_at_least > static_cast<double>(executions)) estimate["atLeast"] = p.estimated_at_least;
  } else if (p.estimated_at_least > static_cast<double>(executions) && std::isfinite(p.estimated_at_least)) {
    // No estimate yet, only what is certain.
    estimate["atLeast"] = p.estimated_at_least;
    msg += ", at least " + with_commas(static_cast<long long>(p.estimated_at_least)) + " total (no estimate yet)";
  } else if (p.total_estimator == "none") {
    // No estimator (pop / qpor without hunting, the preemption-bounded search): said, rather
    // than another algorithm's number.
    estimate["noTotalEstimate"] = true;
    msg += ", no estimate of the total";
  } else if (p.total_estimator == "mazurkiewicz-probes" || p.total_estimator == "lock-event-probes" ||
             p.total_estimator == "annotation-probes") {
    msg += ", no estimate yet";  // the probes' estimate has not settled
  } else if (p.estimated_interleavings >= 1 && std::isfinite(p.estimated_interleavings)) {
    estimate["estimatedInterleavings"] = p.estimated_interleavings;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2g", p.estimated_interleavings);
    msg += std::string(", ~") + buf + " interleavings (estimate, an upper bound; no estimate of the total)";
  }
  if (p.exceeds_budget) {
    estimate["exceedsBudget"] = true;
    msg += ", will not finish in the time budget: hunting favours bounded search";
  }
  status(path, "verifying", executions, p.rate, "braid: verifying\u2026 " + msg, estimate);
  FileState& st = files_[path];
  if (!st.lenses.empty()) st.lenses[0]["command"]["title"] = "braid: verifying\u2026 (" + with_commas(executions) + " executions)";
  json report{{"kind", "report"}, {"message", msg}};
  if (percentage) {
    st.percentage = std::clamp(*percentage, st.percentage, 100);  // LSP: percentages only rise
    report["percentage"] = st.percentage;
  }
  progress(st, std::move(report));
}

void BraiddServer::status(const std::string& path, const std::string& state, long long executions, double rate,
                          const std::string& summary, const json& estimate) {
  json params{{"uri", uri_of(path)}, {"state", state}, {"executions", executions}, {"rate", rate}, {"summary", summary}};
  for (const auto& [key, value] : estimate.items()) params[key] = value;
  server_->notify("braid/status", params);
}

std::string BraiddServer::uri_of(const std::string& path) {
  auto it = files_.find(path);
  return it != files_.end() && !it->second.uri.empty() ? it->second.uri : lsp::path_to_uri(path);
}

std::string BraiddServer::text_of(const std::string& path, const VerifyResult& r) {
  // Prefer the editor's text (what the user sees), else what the job read (never the disk:
  // this runs on the protocol thread).
  const std::string uri = uri_of(path);
  if (const lsp::TextDocument* d = docs_.find(uri)) return d->text;
  if (const lsp::TextDocument* d = docs_.find(lsp::path_to_uri(path))) return d->text;
  if (r.texts)
    if (auto it = r.texts->find(path); it != r.texts->end()) return it->second;
  return "";
}

void BraiddServer::on_result(const VerifyResult& r) {
  FileState& st = files_[r.path];
  auto answer = [&](auto&& fn) {
    auto it = pending_.find(r.path);
    if (it == pending_.end()) return;
    std::vector<PendingVerify> keep;
    for (auto& pv : it->second) {
      if (pv.gen == r.generation) fn(pv.reply);
      else keep.push_back(pv);
    }
    it->second = std::move(keep);
  };
  if (r.state == "superseded") {
    answer([](const lsp::Reply& rep) { rep.error(ec::kContentModified, "superseded by a newer verification"); });
    return;
  }
  if (r.state == "cancelled") {
    answer([](const lsp::Reply& rep) { rep.error(ec::kRequestCancelled, "verification cancelled"); });
    progress(st, json{{"kind", "end"}, {"message", "cancelled"}});
    status(r.path, "idle", 0, 0, "braid: cancelled");
    st.lenses = json::array();
    refresh_lenses();  // a client that asked during the run shows "verifying…" until it asks again
    return;
  }
  if (r.state == "stale" || r.state == "replayed" || r.state == "found") {
    publish(r, true);
    return;
  }
  publish(r, false);
  const std::size_t nbugs = r.report.bugs.size();
  std::string summary;
  json lenses = json::array();
  if (r.state == "done") {
    summary = summary_of(r);
    lenses.push_back(json{{"range", lsp::Range{}},
                          {"command", {{"title", summary}, {"command", "braid.verify"}, {"arguments", {uri_of(r.path)}}}}});
    std::set<std::string> seen;
    for (const EngineBug& b : r.report.bugs) {
      const std::optional<SourcePlace> place = effective_place(b, r.files);
      if (place && place->file != r.path) continue;
      const int line = place ? std::max(place->line - 1, 0) : 0;
      if (!seen.insert(b.kind + ":" + std::to_string(line)).second) continue;
      lenses.push_back(json{{"range", lsp::Range{{line, 0}, {line, 0}}},
                            {"command",
                             {{"title", "\u25B6 Replay: " + b.kind},
                              {"command", "braid.replay"},
                              {"arguments", {{{"traceId", r.trace_prefix + "-" + std::to_string(b.id)}}}}}}});
    }
  } else {
    summary = "braid: " + r.error_message;
    if (r.state == "error")
      lenses.push_back(json{{"range", lsp::Range{}},
                            {"command", {{"title", "braid: " + r.error_code + " (retry)"}, {"command", "braid.verify"},
                                         {"arguments", {uri_of(r.path)}}}}});
  }
  st.lenses = lenses;
  progress(st, json{{"kind", "end"}, {"message", summary}});
  status(r.path, r.state == "error" ? "error" : "done", r.report.executions,
         static_cast<double>(r.report.executions) / std::max(r.report.time_s, 1e-3), summary);
  const json result{{"uri", uri_of(r.path)},  {"state", r.state},   {"executions", r.report.executions},
                    {"bugs", nbugs},          {"cached", r.from_cache}, {"summary", summary},
                    {"seconds", r.seconds}};
  answer([&](const lsp::Reply& rep) { rep.result(result); });
  refresh_lenses();
  log(4, "job " + std::to_string(r.generation) + " for " + r.path + ": " + summary);
}

void BraiddServer::publish(const VerifyResult& r, bool intermediate) {
  const DiagnosticContext ctx{[this, &r](const std::string& path) { return text_of(path, r); },
                              [this](const std::string& path) { return uri_of(path); },
                              server_->client_capability("/textDocument/publishDiagnostics/relatedInformation")};
  const std::map<std::string, json> per_file = to_lsp_diagnostics(r, intermediate, ctx);
  FileState& st = files_[r.path];
  for (auto& [file, diags] : per_file) {
    json params{{"uri", uri_of(file)}, {"diagnostics", diags}};
    if (file == r.path && st.version) params["version"] = st.version;
    server_->notify("textDocument/publishDiagnostics", params);
  }
  // Clear files an earlier result published to that this one no longer covers.
  for (const auto& f : st.published_files)
    if (!per_file.count(f)) server_->notify("textDocument/publishDiagnostics", json{{"uri", uri_of(f)}, {"diagnostics", json::array()}});
  st.published_files.clear();
  for (auto& [file, d] : per_file) st.published_files.push_back(file);
}

}  // namespace braid::daemon
