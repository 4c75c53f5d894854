// LSP glue for braidd: maps LSP requests/notifications onto the VerificationService and
// its results onto diagnostics, code lenses, progress and braid/status.
#pragma once

#include <boost/asio/io_context.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "daemon/service.h"
#include "lsp/server.h"
#include "lsp/text_document.h"

namespace braid::daemon {

struct DaemonOptions {
  std::string braid_binary;
  std::string cache_dir;
  int log_level = 3;  // 1 error, 2 warn, 3 info, 4 debug
};

class BraiddServer {
 public:
  BraiddServer(boost::asio::io_context& io, std::shared_ptr<lsp::Server> server, DaemonOptions opts);
  ~BraiddServer();
  BraiddServer(const BraiddServer&) = delete;
  BraiddServer& operator=(const BraiddServer&) = delete;

  // Kill every engine (shutdown / exit / lost connection).
  void shutdown();

 private:
  struct PendingVerify {
    std::uint64_t gen;
    lsp::Reply reply;
  };
  struct Progress {
    std::string token;
    bool created = false;
    bool ended = false;
    std::vector<nlohmann::json> queued;  // values to send once the client created the token
  };
  struct FileState {
    std::string uri;
    int version = 0;           // document version the running/last job verified
    nlohmann::json lenses = nlohmann::json::array();
    std::optional<Progress> progress;
    int percentage = 0;        // the last $/progress percentage (never decreases within a job)
    std::vector<std::string> published_files;  // other files of the target we published to
  };

  void install_handlers();
  nlohmann::json initialize(const nlohmann::json& params);
  void apply_settings(const nlohmann::json& settings);
  std::uint64_t start_verify(const std::string& path, const std::string& uri);
  void on_result(const VerifyResult& r);
  void on_progress(const std::string& path, std::uint64_t gen, const EngineProgress& p);
  void on_start(const std::string& path, std::uint64_t gen);
  void refresh_lenses();
  void progress(FileState& st, nlohmann::json value);
  // `estimate`: the typed estimate fields of braid/status (docs/lsp.md), merged in.
  void status(const std::string& path, const std::string& state, long long executions, double rate,
              const std::string& summary, const nlohmann::json& estimate = nlohmann::json::object());
  void publish(const VerifyResult& r, bool intermediate);
  std::string text_of(const std::string& path, const VerifyResult& r);
  std::string uri_of(const std::string& path);
  void log(int level, const std::string& msg);

  boost::asio::io_context& io_;
  std::shared_ptr<lsp::Server> server_;
  DaemonOptions opts_;
  VerificationService service_;
  lsp::DocumentStore docs_;
  std::map<std::string, FileState> files_;  // by canonical path
  std::map<std::string, std::vector<PendingVerify>> pending_;
  int progress_seq_ = 0;
  std::vector<std::string> workspace_folders_;  // canonical paths
};

}  // namespace braid::daemon
