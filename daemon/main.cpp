// braidd: the braid language server. See docs/lsp.md.
#include <signal.h>
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <set>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <string>

#include "daemon/access.h"
#include "daemon/braidd_server.h"
#include "lsp/server.h"
#include "lsp/transport.h"

namespace asio = boost::asio;
namespace fs = std::filesystem;

namespace {

int usage(const std::string& why) {
  std::cerr << "braidd: " << why << "\n"
            << "usage: braidd [--listen 127.0.0.1:PORT [--token-file PATH]] [--braid PATH]"
               " [--log-level error|warn|info|debug] [--cache-dir DIR]\n";
  return 2;
}

// Where --listen writes its token: $XDG_RUNTIME_DIR/braid (a per-user tmpfs) if there is
// one, else the (private) cache directory. Clients read it from there (docs/lsp.md).
std::string default_token_file(const std::string& cache_dir, unsigned short port) {
  const std::string name = "braidd-" + std::to_string(port) + ".token";
  if (const char* x = std::getenv("XDG_RUNTIME_DIR"); x && *x) {
    const std::string dir = std::string(x) + "/braid";
    if (!braid::daemon::make_private_directory(dir)) return dir + "/" + name;
  }
  return cache_dir + "/" + name;
}

std::string default_cache_dir() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/braid";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/braid";
  return "/tmp/braid-cache-" + std::to_string(::getuid());
}

}  // namespace

int main(int argc, char** argv) {
  std::optional<std::string> listen;
  std::optional<std::string> token_file;
  braid::daemon::DaemonOptions opts;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const std::string& name) -> std::optional<std::string> {
      if (a == name && i + 1 < argc) return std::string(argv[++i]);
      if (a.rfind(name + "=", 0) == 0) return a.substr(name.size() + 1);
      return std::nullopt;
    };
    if (auto v = value("--listen")) listen = *v;
    else if (auto t = value("--token-file")) token_file = *t;
    else if (auto v2 = value("--braid")) opts.braid_binary = *v2;
    else if (auto v3 = value("--cache-dir")) opts.cache_dir = *v3;
    else if (auto v4 = value("--log-level")) {
      const std::string l = *v4;
      if (l == "error") opts.log_level = 1;
      else if (l == "warn" || l == "warning") opts.log_level = 2;
      else if (l == "info") opts.log_level = 3;
      else if (l == "debug" || l == "verbose") opts.log_level = 4;
      else return usage("unknown log level " + l);
    } else if (a == "--stdio") {
      // Accepted for clients that always pass it (VS Code's language client does).
    } else if (a == "--help" || a == "-h") {
      usage("the braid language server");
      return 0;
    } else {
      return usage("unknown argument " + a);
    }
  }
  if (opts.braid_binary.empty()) {
    std::error_code ec;
    opts.braid_binary = (fs::read_symlink("/proc/self/exe", ec).parent_path() / "braid").string();
  }
  // Engines run in the target's directory, so a relative path would stop resolving.
  opts.braid_binary = fs::absolute(opts.braid_binary).string();

  if (opts.cache_dir.empty()) opts.cache_dir = default_cache_dir();
  opts.cache_dir = fs::absolute(opts.cache_dir).string();
  // Everything braidd and its engines create (traces, the token) is for this user only.
  ::umask(077);
  if (auto problem = braid::daemon::make_private_directory(opts.cache_dir)) {
    // Another user may have planted the name (a link, or a directory of theirs): never
    // write into it; a fresh private directory keeps the session working.
    std::string tmpl = "/tmp/braidd-cache-XXXXXX";
    if (!::mkdtemp(tmpl.data())) {
      std::cerr << "braidd: unusable cache directory (" << *problem << ") and no private replacement\n";
      return 2;
    }
    std::cerr << "braidd: not using the cache directory: " << *problem << "; using " << tmpl << "\n";
    opts.cache_dir = tmpl;
  }

  // Writes to a vanished client must fail with EPIPE, not kill the daemon.
  ::signal(SIGPIPE, SIG_IGN);

  asio::io_context io;
  int exit_code = 1;
  std::shared_ptr<braid::lsp::Server> server;
  std::unique_ptr<braid::daemon::BraiddServer> braidd;
  auto serve = [&](std::unique_ptr<braid::lsp::Transport> t) {
    server = braid::lsp::Server::create(io, std::move(t));
    braidd = std::make_unique<braid::daemon::BraiddServer>(io, server, opts);
    server->set_exit([&](int code) {
      exit_code = code;
      braidd->shutdown();
      io.stop();
    });
    server->start();
  };

  asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](boost::system::error_code ec, int) {
    if (ec) return;
    if (braidd) braidd->shutdown();
    io.stop();
  });

  std::optional<asio::ip::tcp::acceptor> acceptor;
  std::string token, token_path;
  // TCP connections anyone on the machine may open: each must prove it is this user's
  // client within kAuthTimeout (the token in initialize; the peer's uid where the kernel
  // tells it). The first that does is the session; later ones are refused with a message.
  constexpr auto kAuthTimeout = std::chrono::seconds(10);
  constexpr std::size_t kMaxPending = 8;
  std::set<std::shared_ptr<braid::lsp::Server>> pending;
  std::function<void()> accept_next;
  if (listen) {
    const auto ep = braid::lsp::parse_loopback_endpoint(*listen);
    if (!ep) return usage("--listen accepts only a loopback address (127.0.0.1:PORT, [::1]:PORT): " + *listen);
    try {
      acceptor.emplace(io, *ep);
    } catch (const std::exception& e) {
      std::cerr << "braidd: cannot listen on " << *listen << ": " << e.what() << "\n";
      return 2;
    }
    const unsigned short port = acceptor->local_endpoint().port();
    token = braid::daemon::random_token();
    token_path = token_file ? fs::absolute(*token_file).string() : default_token_file(opts.cache_dir, port);
    if (auto problem = braid::daemon::write_private_file(token_path, token + "\n")) {
      std::cerr << "braidd: cannot write the token file: " << *problem << "\n";
      return 2;
    }
    std::cerr << "braidd: token in " << token_path << std::endl;
    std::cerr << "braidd: listening on " << acceptor->local_endpoint().address().to_string() << ":" << port
              << std::endl;
    accept_next = [&, port] {
      acceptor->async_accept([&, port](boost::system::error_code ec, asio::ip::tcp::socket socket) {
        if (ec) {
          if (ec == asio::error::operation_aborted) return;
          std::cerr << "braidd: accept failed: " << ec.message() << "\n";
          io.stop();
          return;
        }
        boost::system::error_code pec;
        const auto peer = socket.remote_endpoint(pec);
        const auto uid = pec ? std::nullopt : braid::daemon::loopback_peer_uid(port, peer.port());
        if (uid && *uid != ::geteuid()) {
          std::cerr << "braidd: refused a connection from uid " << *uid << " (braidd serves uid " << ::geteuid()
                    << " only)\n";
        } else if (pending.size() >= kMaxPending) {
          std::cerr << "braidd: refused a connection: " << kMaxPending << " are already waiting to authenticate\n";
        } else {
          auto conn = braid::lsp::Server::create(io, braid::lsp::make_socket_transport(std::move(socket)));
          pending.insert(conn);
          std::weak_ptr<braid::lsp::Server> weak = conn;
          conn->set_exit([&, weak](int) {
            if (auto c = weak.lock()) pending.erase(c);
          });
          conn->set_authenticate([&, weak](const braid::lsp::json& params) -> std::optional<std::string> {
            const auto& o = params.contains("initializationOptions") ? params["initializationOptions"]
                                                                     : braid::lsp::json();
            const bool ok = o.is_object() && o.contains("braiddToken") && o["braiddToken"].is_string() &&
                            braid::daemon::same_token(o["braiddToken"].get<std::string>(), token);
            if (!ok) {
              std::cerr << "braidd: refused a connection without the right token\n";
              return "authentication failed: initializationOptions.braiddToken must hold the token braidd wrote to " +
                     token_path;
            }
            if (server) return std::string("braidd already serves a client (one session per braidd); start another braidd");
            auto c = weak.lock();
            pending.erase(c);
            server = c;
            braidd = std::make_unique<braid::daemon::BraiddServer>(io, server, opts);
            server->set_exit([&](int code) {
              exit_code = code;
              braidd->shutdown();
              io.stop();
            });
            return std::nullopt;
          });
          auto timer = std::make_shared<asio::steady_timer>(io, kAuthTimeout);
          timer->async_wait([weak, timer, &server](boost::system::error_code tec) {
            auto c = weak.lock();
            if (tec || !c || c == server) return;
            std::cerr << "braidd: closed a connection that did not authenticate in time\n";
            c->disconnect();
          });
          conn->start();
        }
        accept_next();
      });
    };
    accept_next();
  } else {
    try {
      serve(braid::lsp::make_stdio_transport(io));
    } catch (const std::exception& e) {
      std::cerr << "braidd: stdin/stdout must be pipes or sockets: " << e.what() << "\n";
      return 2;
    }
  }
  // A bug in one handler must not take the editor's server down: log and keep serving.
  for (;;) {
    try {
      io.run();
      break;
    } catch (const std::exception& e) {
      std::cerr << "braidd: internal error (continuing): " << e.what() << std::endl;
    }
  }
  // Engines still alive are killed and reaped by their destructors when the handlers that
  // own them are destroyed with the io_context below.
  if (acceptor) {
    boost::system::error_code ec;
    acceptor->close(ec);
  }
  for (auto& c : std::set<std::shared_ptr<braid::lsp::Server>>(pending)) c->disconnect();
  pending.clear();
  braidd.reset();
  server.reset();
  if (!token_path.empty()) ::unlink(token_path.c_str());
  return exit_code;
}
