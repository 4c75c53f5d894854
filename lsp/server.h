// The LSP server side of a connection: framing, JSON-RPC dispatch, the initialize/shutdown/
// exit lifecycle, $/cancelRequest, and server->client requests. Knows nothing about braid.
//
// Threading: everything runs on the io_context's thread. Code on other threads must
// asio::post() back before touching the Server.
#pragma once

#include <boost/asio/io_context.hpp>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "lsp/framing.h"
#include "lsp/jsonrpc.h"
#include "lsp/transport.h"

namespace braid::lsp {

class Server;

// The answer to one incoming request. Copyable handle; the first result()/error() wins and
// later ones are dropped, which is what makes cancellation race-free: a cancelled request
// is answered -32800 at once and the handler's eventual result is discarded.
class Reply {
 public:
  void result(json value) const;
  void error(int code, const std::string& message) const;
  // Called (once) if the client cancels the request before it was answered.
  void on_cancel(std::function<void()> fn) const;
  bool done() const;
  const json& id() const;

 private:
  friend class Server;
  struct State;
  explicit Reply(std::shared_ptr<State> s) : state_(std::move(s)) {}
  std::shared_ptr<State> state_;
};

class Server : public std::enable_shared_from_this<Server> {
 public:
  using RequestHandler = std::function<void(const json& params, const Reply& reply)>;
  using NotificationHandler = std::function<void(const json& params)>;
  using ResponseHandler = std::function<void(const json& result, const json& error)>;
  enum class State { Uninitialized, Running, ShuttingDown, Exited };

  static std::shared_ptr<Server> create(boost::asio::io_context& io, std::unique_ptr<Transport> t);
  Server(boost::asio::io_context& io, std::unique_ptr<Transport> t);  // use create()

  // `initialize` params -> InitializeResult. Throwing RpcError fails the initialize request.
  void set_initialize(std::function<json(const json& params)> fn) { initialize_ = std::move(fn); }
  void set_shutdown(std::function<void()> fn) { shutdown_ = std::move(fn); }
  // Called once with the process exit code: 0 after shutdown+exit, 1 for exit without
  // shutdown or a lost connection.
  void set_exit(std::function<void(int)> fn) { exit_ = std::move(fn); }
  // For connections anyone may open (TCP): the first message must be `initialize`, and
  // `fn(params)` must accept it (nullopt) before initialize_ runs; a refusal (the reason) is
  // answered as an error and the connection is closed. Anything else first closes it too.
  void set_authenticate(std::function<std::optional<std::string>(const json& params)> fn) {
    authenticate_ = std::move(fn);
  }
  // Ends the connection once the queued output is written (exit_ is called with 1).
  void disconnect();
  void on_request(const std::string& method, RequestHandler h) { requests_[method] = std::move(h); }
  void on_notification(const std::string& method, NotificationHandler h) {
    notifications_[method] = std::move(h);
  }

  void start();
  void notify(const std::string& method, json params);
  void request(const std::string& method, json params, ResponseHandler on_response);
  void show_message(int type, const std::string& message);
  void log_message(int type, const std::string& message);

  State state() const { return state_; }
  // The client's initialize params (null before initialize).
  const json& client_params() const { return client_params_; }
  // True if the client capability at `pointer` (e.g. "/window/workDoneProgress") is true.
  bool client_capability(const std::string& pointer) const;

  // For tests: feed raw bytes as if read from the transport.
  void feed(std::string_view bytes);

 private:
  friend class Reply;
  void read_more();
  void handle_frame(const Frame& f);
  void handle_message(const json& msg);
  void handle_request(const std::string& method, const json& params, const json& id);
  void handle_notification(const std::string& method, const json& params);
  void send(const json& msg);
  void write_next();
  void finish(int code);

  boost::asio::io_context& io_;
  std::unique_ptr<Transport> transport_;
  FrameParser parser_;
  std::string read_buf_;
  std::deque<std::shared_ptr<const std::string>> out_;
  bool writing_ = false;
  State state_ = State::Uninitialized;
  json client_params_;
  std::function<json(const json&)> initialize_;
  std::function<void()> shutdown_;
  std::function<void(int)> exit_;
  std::function<std::optional<std::string>(const json&)> authenticate_;
  bool close_when_drained_ = false;
  std::map<std::string, RequestHandler> requests_;
  std::map<std::string, NotificationHandler> notifications_;
  std::map<std::string, std::weak_ptr<Reply::State>> in_flight_;  // by id.dump()
  std::map<std::string, ResponseHandler> pending_;                // our requests, by id.dump()
  long next_id_ = 1;
};

}  // namespace braid::lsp
