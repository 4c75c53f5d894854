// `braidd --listen`: a loopback TCP port any local user can connect to, so every connection
// must prove it is this user's client (docs/security.md, "Other local users"): the token in
// `initialize` (initializationOptions.braiddToken) and, where the kernel tells it, the peer's
// uid. The first authenticated connection is the session; later ones are refused.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "lsp/server.h"

namespace braid::daemon {

class TcpListener {
 public:
  using OnSession = std::function<void(std::shared_ptr<lsp::Server>)>;
  static constexpr auto kAuthTimeout = std::chrono::seconds(10);
  static constexpr std::size_t kMaxPending = 8;

  // Listens and writes a fresh token to `token_file` (default: default_token_file()).
  // Throws std::runtime_error saying why when either fails.
  TcpListener(boost::asio::io_context& io, const boost::asio::ip::tcp::endpoint& endpoint,
              const std::optional<std::string>& token_file, const std::string& cache_dir, OnSession on_session);
  // Stops listening, drops connections still authenticating, removes the token file.
  ~TcpListener();
  TcpListener(const TcpListener&) = delete;
  TcpListener& operator=(const TcpListener&) = delete;

  void start() { accept_next(); }
  unsigned short port() const { return port_; }
  std::string address() const { return acceptor_.local_endpoint().address().to_string(); }
  const std::string& token_path() const { return token_path_; }

  // $XDG_RUNTIME_DIR/braid/braidd-PORT.token (a per-user tmpfs) if there is one, else
  // CACHE_DIR/braidd-PORT.token. Clients read it from there (docs/lsp.md).
  static std::string default_token_file(const std::string& cache_dir, unsigned short port);

 private:
  void accept_next();
  void welcome(boost::asio::ip::tcp::socket socket);
  std::optional<std::string> authenticate(const std::weak_ptr<lsp::Server>& conn, const lsp::json& params);

  boost::asio::io_context& io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  unsigned short port_ = 0;
  std::string token_;
  std::string token_path_;
  OnSession on_session_;
  bool has_session_ = false;
  std::set<std::shared_ptr<lsp::Server>> pending_;  // connected, not authenticated yet
};

}  // namespace braid::daemon
