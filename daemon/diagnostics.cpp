#include "daemon/diagnostics.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include "daemon/incomplete_notice.h"
#include "lsp/text_document.h"

namespace braid::daemon {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr const char* kDocsBase = "https://github.com/braid-mc/braid/blob/main/docs/bugs.md#";

}  // namespace

std::optional<std::string> docs_anchor(const std::string& code) {
  // Codes of diagnostics about the run rather than a bug kind have no section, except an
  // incomplete verdict's.
  static const std::set<std::string> kRunCodes = {"compile-error", "no-main", "engine-crash", "timeout",
                                                  "unreadable-file"};
  if (kRunCodes.count(code)) return std::nullopt;
  if (code == "incomplete") return "incomplete-verdicts";
  return code;  // a bug kind: its section is named after it
}

namespace {

// " (in deposit ← alice)" for a step inside a helper: which caller it ran for.
std::string called_from(const TraceStep& s) {
  if (s.functions.size() < 2) return "";
  std::string out = " (in " + s.functions[0];
  for (std::size_t i = 1; i < s.functions.size(); ++i) out += " \u2190 " + s.functions[i];
  return out + ")";
}

struct Related {
  std::string file;
  lsp::Range range;
  std::string message;
};

// Builds the diagnostics of one result, file by file.
class Converter {
 public:
  Converter(const VerifyResult& r, const DiagnosticContext& ctx) : r_(r), ctx_(ctx) {
    for (const auto& f : r.files) per_file_[f] = json::array();
    per_file_[r.path];
  }

  std::map<std::string, json> take() { return std::move(per_file_); }

  void bug(const EngineBug& b, bool stale) {
    const std::optional<SourcePlace> place = effective_place(b, r_.files);
    std::string message = b.summary;
    std::vector<Related> related;
    for (const RelatedPlace& x : b.related)
      if (x.place) related.push_back(related_at(*x.place, x.message));
    for (const BlockedThread& x : b.blocked)
      if (x.place) related.push_back(related_at(*x.place, x.text));
    // The steps that explain the bug (the engine marks them: the racing accesses, the
    // signal and the wait of a lost wake-up, ...); from an engine that marks none, the
    // last steps of the counterexample.
    const bool marked = std::any_of(b.steps.begin(), b.steps.end(), [](const TraceStep& s) { return s.key; });
    const std::size_t first = marked || b.steps.size() <= 6 ? 0 : b.steps.size() - 6;
    for (std::size_t i = first; i < b.steps.size(); ++i) {
      const TraceStep& s = b.steps[i];
      if (marked && !s.key) continue;
      if (s.place)
        related.push_back(related_at(*s.place, "step " + std::to_string(s.step) + ": thread " +
                                                   std::to_string(s.thread) + " " + s.text + called_from(s)));
    }
    json data{{"traceId", r_.trace_prefix + "-" + std::to_string(b.id)}, {"bugId", b.id}};
    int severity = b.kind == "data-race" ? 2 : 1;
    if (r_.state == "found") data["running"] = true;  // the check goes on; its result replaces these
    if (stale) {
      data["stale"] = true;
      severity = 3;
      message = "stale: " + message + " (from the previous version; re-verifying)";
    }
    if (b.kind == "deadlock" && !b.blocked.empty()) {
      // At every blocked thread's place: each is part of the cycle.
      for (const BlockedThread& x : b.blocked) add(x.place ? x.place : place, severity, b.kind, message, related, data);
    } else {
      add(place, severity, b.kind, message, related, data);
    }
  }

  void notice(const std::string& code, int severity, const std::string& message, const json& data) {
    add(std::nullopt, severity, code, message, {}, data);
  }

  // A note at the top of `file` (the main file's when it is not one of the target's).
  void file_notice(const std::string& file, const std::string& code, int severity, const std::string& message,
                   const json& data) {
    std::error_code e;
    add(SourcePlace{fs::weakly_canonical(file, e).string(), 1, 1}, severity, code, message, {}, data);
  }

  // Clang's diagnostics ("file:line:col: error: text") at their places in the target's files;
  // false when none is (a refused flag, a missing symbol: said at the top of the file).
  bool compiler_output(const std::string& output) {
    static const std::regex kDiag(R"(^(.*?):(\d+):(\d+): (fatal error|error|warning): (.*)$)");
    std::istringstream in(output);
    bool any = false;
    for (std::string line; std::getline(in, line);) {
      std::smatch m;
      if (!std::regex_match(line, m, kDiag)) continue;
      std::error_code e;
      const std::string file = fs::weakly_canonical(m[1].str(), e).string();
      if (!per_file_.count(file)) continue;
      add(SourcePlace{file, std::stoi(m[2]), std::stoi(m[3])}, m[4] == "warning" ? 2 : 1, "compile-error", m[5].str(),
          {}, nullptr);
      any = true;
    }
    return any;
  }

 private:
  lsp::Range range_at(const SourcePlace& p) const {
    const std::string text = ctx_.text_of(p.file);
    const lsp::Position start = lsp::position_from_line_col(text, p.line, p.column);
    // Cover the identifier/token at the column, else the rest of the line.
    const std::string_view line = lsp::line_text(text, start.line);
    const std::size_t off = lsp::offset_of(text, start) - lsp::offset_of(text, {start.line, 0});
    std::size_t end = off;
    while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
    if (end == off) end = line.size();
    return lsp::Range{start, lsp::position_of(text, lsp::offset_of(text, {start.line, 0}) + end)};
  }

  Related related_at(const SourcePlace& p, const std::string& message) const {
    return Related{p.file, range_at(p), message};
  }

  void add(std::optional<SourcePlace> place, int severity, const std::string& code, std::string message,
           const std::vector<Related>& related, const json& data) {
    if (place && !per_file_.count(place->file)) place.reset();  // outside the target: top of the main file
    const std::string file = place ? place->file : r_.path;
    const std::string key = code + "@" + file + ":" +
                            (place ? std::to_string(place->line) + ":" + std::to_string(place->column) : "0");
    if (!seen_.insert(key).second) return;
    json d{{"range", place ? range_at(*place) : lsp::Range{}},
           {"severity", severity},
           {"source", "braid"},
           {"code", code},
           {"message", message}};
    if (const auto anchor = docs_anchor(code)) d["codeDescription"] = {{"href", std::string(kDocsBase) + *anchor}};
    if (!related.empty()) {
      if (ctx_.related_information) {
        json items = json::array();
        for (const Related& x : related)
          items.push_back({{"location", {{"uri", ctx_.uri_of(x.file)}, {"range", x.range}}}, {"message", x.message}});
        d["relatedInformation"] = std::move(items);
      } else {
        // As clangd does for clients without relatedInformation: fold into the text.
        for (const Related& x : related)
          message += "\n  " + fs::path(x.file).filename().string() + ":" + std::to_string(x.range.start.line + 1) +
                     ": " + x.message;
        d["message"] = message;
      }
    }
    if (!data.is_null()) d["data"] = data;
    per_file_[file].push_back(std::move(d));
  }

  const VerifyResult& r_;
  const DiagnosticContext& ctx_;
  std::map<std::string, json> per_file_;
  std::set<std::string> seen_;  // one diagnostic per code and place
};

}  // namespace

std::optional<SourcePlace> effective_place(const EngineBug& bug, const std::vector<std::string>& files) {
  auto usable = [&](const std::optional<SourcePlace>& p) {
    return p && p->line > 0 && std::find(files.begin(), files.end(), p->file) != files.end();
  };
  if (usable(bug.place)) return bug.place;
  for (const RelatedPlace& r : bug.related)
    if (usable(r.place)) return r.place;
  for (auto it = bug.steps.rbegin(); it != bug.steps.rend(); ++it)
    if (usable(it->place)) return it->place;
  return std::nullopt;
}

std::map<std::string, json> to_lsp_diagnostics(const VerifyResult& r, bool intermediate, const DiagnosticContext& ctx) {
  Converter out(r, ctx);
  for (const EngineBug& b : r.report.bugs) out.bug(b, r.state == "stale");
  if (intermediate) return out.take();
  // An incomplete verification is said at the top of the file, not only in the code lens.
  if (r.state == "done")
    if (auto notice = incomplete_notice(r.report)) out.notice("incomplete", 3, notice->message, notice->data);
  // A standard braid chose for the file, not the build: the checked program may differ from
  // the one the user's build compiles (docs/cli.md, "C++ standard").
  if (r.state == "done")
    for (const std::string& file : r.report.files_checked_as_cxx20)
      out.file_notice(file, "cxx-standard", 3,
                      "braid: checked as C++20 (-std=c++20): this file does not compile as C++17, the default, "
                      "and no -std was given; pass -std=... in the build flags to choose the standard",
                      json{{"standard", "c++20"}});
  if (r.state == "error" && !(r.error_code == "compile-error" && out.compiler_output(r.compile_output))) {
    // Errors without a position (a refused flag, a missing file) belong in the message.
    std::string message = "braid: " + r.error_message;
    std::istringstream in(r.compile_output);
    std::string line;
    for (int n = 0; n < 5 && std::getline(in, line);)
      if (line.rfind("error: ", 0) == 0) {
        message += "\n" + line;
        ++n;
      }
    out.notice(r.error_code, 1, message, nullptr);
  }
  if (r.state == "no-main") out.notice("no-main", 3, r.error_message, nullptr);
  return out.take();
}

}  // namespace braid::daemon
