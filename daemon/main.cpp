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
#include <string>

#include "daemon/access.h"
#include "daemon/braidd_server.h"
#include "daemon/listener.h"
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
  // The session: stdio's only connection, or the first authenticated TCP one.
  auto attach = [&](std::shared_ptr<braid::lsp::Server> s) {
    server = std::move(s);
    braidd = std::make_unique<braid::daemon::BraiddServer>(io, server, opts);
    server->set_exit([&](int code) {
      exit_code = code;
      braidd->shutdown();
      io.stop();
    });
  };

  asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](boost::system::error_code ec, int) {
    if (ec) return;
    if (braidd) braidd->shutdown();
    io.stop();
  });

  std::unique_ptr<braid::daemon::TcpListener> listener;
  if (listen) {
    const auto ep = braid::lsp::parse_loopback_endpoint(*listen);
    if (!ep) return usage("--listen accepts only a loopback address (127.0.0.1:PORT, [::1]:PORT): " + *listen);
    try {
      listener = std::make_unique<braid::daemon::TcpListener>(io, *ep, token_file, opts.cache_dir, attach);
    } catch (const std::exception& e) {
      std::cerr << "braidd: cannot listen on " << *listen << ": " << e.what() << "\n";
      return 2;
    }
    std::cerr << "braidd: token in " << listener->token_path() << std::endl;
    std::cerr << "braidd: listening on " << listener->address() << ":" << listener->port() << std::endl;
    listener->start();
  } else {
    try {
      auto s = braid::lsp::Server::create(io, braid::lsp::make_stdio_transport(io));
      attach(s);
      s->start();
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
  listener.reset();
  braidd.reset();
  server.reset();
  return exit_code;
}
