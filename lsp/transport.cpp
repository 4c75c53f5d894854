#include "lsp/transport.h"

#include <unistd.h>

#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/write.hpp>
#include <charconv>

namespace braid::lsp {
namespace asio = boost::asio;

namespace {

// Reads from the derived transport's input() and writes to its output() (stdin and stdout,
// or one socket for both); each message stays alive until it is written.
template <typename Derived>
class StreamTransport : public Transport {
 public:
  void async_read_some(std::span<char> buf, ReadHandler h) final {
    self().input().async_read_some(asio::buffer(buf.data(), buf.size()), std::move(h));
  }
  void async_write(std::shared_ptr<const std::string> data, WriteHandler h) final {
    asio::async_write(self().output(), asio::buffer(*data),
                      [data, h = std::move(h)](boost::system::error_code ec, std::size_t) { h(ec); });
  }

 private:
  Derived& self() { return static_cast<Derived&>(*this); }
};

class StdioTransport final : public StreamTransport<StdioTransport> {
 public:
  explicit StdioTransport(asio::io_context& io) : in_(io), out_(io) {
    in_.assign(::dup(STDIN_FILENO));
    out_.assign(::dup(STDOUT_FILENO));
  }
  void close() override {
    boost::system::error_code ec;
    in_.close(ec);
    out_.close(ec);
  }
  asio::posix::stream_descriptor& input() { return in_; }
  asio::posix::stream_descriptor& output() { return out_; }

 private:
  asio::posix::stream_descriptor in_;
  asio::posix::stream_descriptor out_;
};

class SocketTransport final : public StreamTransport<SocketTransport> {
 public:
  explicit SocketTransport(asio::ip::tcp::socket s) : socket_(std::move(s)) {}
  void close() override {
    boost::system::error_code ec;
    socket_.shutdown(asio::ip::tcp::socket::shutdown_both, ec);
    socket_.close(ec);
  }
  asio::ip::tcp::socket& input() { return socket_; }
  asio::ip::tcp::socket& output() { return socket_; }

 private:
  asio::ip::tcp::socket socket_;
};

}  // namespace

std::unique_ptr<Transport> make_stdio_transport(asio::io_context& io) {
  return std::make_unique<StdioTransport>(io);
}

std::unique_ptr<Transport> make_socket_transport(asio::ip::tcp::socket socket) {
  return std::make_unique<SocketTransport>(std::move(socket));
}

std::optional<asio::ip::tcp::endpoint> parse_loopback_endpoint(const std::string& spec) {
  const std::size_t colon = spec.rfind(':');
  if (colon == std::string::npos) return std::nullopt;
  std::string host = spec.substr(0, colon);
  const std::string port_s = spec.substr(colon + 1);
  unsigned port = 0;
  auto [p, ec] = std::from_chars(port_s.data(), port_s.data() + port_s.size(), port);
  if (ec != std::errc() || p != port_s.data() + port_s.size() || port > 65535) return std::nullopt;
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  if (host == "localhost") host = "127.0.0.1";
  boost::system::error_code aec;
  const auto addr = asio::ip::make_address(host, aec);
  if (aec || !addr.is_loopback()) return std::nullopt;
  return asio::ip::tcp::endpoint(addr, static_cast<unsigned short>(port));
}

}  // namespace braid::lsp
