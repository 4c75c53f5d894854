// Byte streams an LSP connection runs over: stdin/stdout pipes or one loopback TCP socket.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/system/error_code.hpp>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>

namespace braid::lsp {

class Transport {
 public:
  using ReadHandler = std::function<void(boost::system::error_code, std::size_t)>;
  using WriteHandler = std::function<void(boost::system::error_code)>;
  virtual ~Transport() = default;
  // At most one read and one write are outstanding at a time (the Server guarantees it).
  virtual void async_read_some(std::span<char> buf, ReadHandler h) = 0;
  virtual void async_write(std::shared_ptr<const std::string> data, WriteHandler h) = 0;
  virtual void close() = 0;
};

// Reads fd 0, writes fd 1 (both duplicated, so closing the transport never closes the
// process's standard streams under other users of them). Throws if they are not pollable.
std::unique_ptr<Transport> make_stdio_transport(boost::asio::io_context& io);
std::unique_ptr<Transport> make_socket_transport(boost::asio::ip::tcp::socket socket);

// Parses "127.0.0.1:PORT" / "localhost:PORT" / "[::1]:PORT"; returns nullopt for anything
// that is not a loopback address, because LSP has no authentication.
std::optional<boost::asio::ip::tcp::endpoint> parse_loopback_endpoint(const std::string& spec);

}  // namespace braid::lsp
