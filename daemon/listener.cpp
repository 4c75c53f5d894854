#include "daemon/listener.h"

#include <unistd.h>

#include <boost/asio/steady_timer.hpp>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "daemon/access.h"
#include "lsp/transport.h"

namespace braid::daemon {
namespace asio = boost::asio;

std::string TcpListener::default_token_file(const std::string& cache_dir, unsigned short port) {
  const std::string name = "braidd-" + std::to_string(port) + ".token";
  if (const char* x = std::getenv("XDG_RUNTIME_DIR"); x && *x) {
    const std::string dir = std::string(x) + "/braid";
    if (!make_private_directory(dir)) return dir + "/" + name;
  }
  return cache_dir + "/" + name;
}

TcpListener::TcpListener(asio::io_context& io, const asio::ip::tcp::endpoint& endpoint,
                         const std::optional<std::string>& token_file, const std::string& cache_dir,
                         OnSession on_session)
    : io_(io), acceptor_(io, endpoint), on_session_(std::move(on_session)) {
  port_ = acceptor_.local_endpoint().port();
  token_ = random_token();
  token_path_ = token_file ? std::filesystem::absolute(*token_file).string() : default_token_file(cache_dir, port_);
  if (auto problem = write_private_file(token_path_, token_ + "\n")) {
    token_path_.clear();  // not ours to remove
    throw std::runtime_error("cannot write the token file: " + *problem);
  }
}

TcpListener::~TcpListener() {
  boost::system::error_code ec;
  acceptor_.close(ec);
  for (const auto& c : std::set<std::shared_ptr<lsp::Server>>(pending_)) c->disconnect();
  pending_.clear();
  if (!token_path_.empty()) ::unlink(token_path_.c_str());
}

void TcpListener::accept_next() {
  acceptor_.async_accept([this](boost::system::error_code ec, asio::ip::tcp::socket socket) {
    if (ec == asio::error::operation_aborted) return;
    if (ec) {
      std::cerr << "braidd: accept failed: " << ec.message() << "\n";
      io_.stop();
      return;
    }
    welcome(std::move(socket));
    accept_next();
  });
}

void TcpListener::welcome(asio::ip::tcp::socket socket) {
  boost::system::error_code ec;
  const auto peer = socket.remote_endpoint(ec);
  const auto uid = ec ? std::nullopt : loopback_peer_uid(port_, peer.port());
  if (uid && *uid != ::geteuid()) {
    std::cerr << "braidd: refused a connection from uid " << *uid << " (braidd serves uid " << ::geteuid()
              << " only)\n";
    return;  // closed, unanswered, before a byte is read
  }
  if (pending_.size() >= kMaxPending) {
    std::cerr << "braidd: refused a connection: " << kMaxPending << " are already waiting to authenticate\n";
    return;
  }
  auto conn = lsp::Server::create(io_, lsp::make_socket_transport(std::move(socket)));
  pending_.insert(conn);
  std::weak_ptr<lsp::Server> weak = conn;
  conn->set_exit([this, weak](int) {
    if (auto c = weak.lock()) pending_.erase(c);
  });
  conn->set_authenticate([this, weak](const lsp::json& params) { return authenticate(weak, params); });
  auto timer = std::make_shared<asio::steady_timer>(io_, kAuthTimeout);
  timer->async_wait([this, weak, timer](boost::system::error_code tec) {
    auto c = weak.lock();
    if (tec || !c || !pending_.count(c)) return;
    std::cerr << "braidd: closed a connection that did not authenticate in time\n";
    c->disconnect();
  });
  conn->start();
}

std::optional<std::string> TcpListener::authenticate(const std::weak_ptr<lsp::Server>& weak, const lsp::json& params) {
  const auto it = params.find("initializationOptions");
  const bool ok = it != params.end() && it->is_object() && it->contains("braiddToken") &&
                  (*it)["braiddToken"].is_string() && same_token((*it)["braiddToken"].get<std::string>(), token_);
  if (!ok) {
    std::cerr << "braidd: refused a connection without the right token\n";
    return "authentication failed: initializationOptions.braiddToken must hold the token braidd wrote to " +
           token_path_;
  }
  if (has_session_) return std::string("braidd already serves a client (one session per braidd); start another braidd");
  auto conn = weak.lock();
  pending_.erase(conn);
  has_session_ = true;
  on_session_(conn);
  return std::nullopt;
}

}  // namespace braid::daemon
