#include "lsp/server.h"

#include <boost/asio/post.hpp>

namespace braid::lsp {

struct Reply::State {
  std::weak_ptr<Server> server;
  json id;
  bool done = false;
  std::function<void()> cancel;
};

void Reply::result(json value) const {
  if (state_->done) return;
  state_->done = true;
  if (auto s = state_->server.lock()) {
    s->in_flight_.erase(state_->id.dump());
    s->send(make_response(state_->id, std::move(value)));
  }
}

void Reply::error(int code, const std::string& message) const {
  if (state_->done) return;
  state_->done = true;
  if (auto s = state_->server.lock()) {
    s->in_flight_.erase(state_->id.dump());
    s->send(make_error(state_->id, code, message));
  }
}

void Reply::on_cancel(std::function<void()> fn) const { state_->cancel = std::move(fn); }
bool Reply::done() const { return state_->done; }
const json& Reply::id() const { return state_->id; }

std::shared_ptr<Server> Server::create(boost::asio::io_context& io, std::unique_ptr<Transport> t) {
  return std::make_shared<Server>(io, std::move(t));
}

Server::Server(boost::asio::io_context& io, std::unique_ptr<Transport> t)
    : io_(io), transport_(std::move(t)), read_buf_(64 * 1024, '\0') {}

void Server::start() { read_more(); }

void Server::read_more() {
  if (!transport_ || state_ == State::Exited) return;
  transport_->async_read_some(std::span<char>(read_buf_.data(), read_buf_.size()),
                              [self = shared_from_this()](boost::system::error_code ec, std::size_t n) {
                                if (ec) {
                                  // The client went away: behave like `exit` (code 1 unless
                                  // it had asked for shutdown first).
                                  self->finish(self->state_ == State::ShuttingDown ? 0 : 1);
                                  return;
                                }
                                self->feed(std::string_view(self->read_buf_.data(), n));
                                self->read_more();
                              });
}

void Server::feed(std::string_view bytes) {
  parser_.feed(bytes);
  while (state_ != State::Exited) {
    auto f = parser_.next();
    if (!f) break;
    handle_frame(*f);
  }
}

void Server::handle_frame(const Frame& f) {
  if (!f.ok) {
    send(make_error(nullptr, error_code::kParseError, "Parse error: " + f.text));
    return;
  }
  ParsedMessage m = parse_message(f.text);
  if (m.too_deep) {
    // Valid JSON we will not hold: answer the request (if its id came first) and go on.
    send(make_error(m.id, error_code::kInvalidRequest, "Invalid Request: " + m.error));
    return;
  }
  if (!m.error.empty()) {
    send(make_error(nullptr, error_code::kParseError, "Parse error: " + m.error));
    return;
  }
  handle_message(m.value);
}

void Server::handle_message(const json& msg) {
  const Classified c = classify(msg);
  if (authenticate_ && state_ == State::Uninitialized &&
      !(c.kind == MessageKind::Request && msg.at("method") == "initialize")) {
    // An authenticated connection starts with initialize, which carries the credentials.
    send(make_error(c.id, error_code::kServerNotInitialized,
                    "this connection must start with an initialize request carrying the braidd token"));
    disconnect();
    return;
  }
  switch (c.kind) {
    case MessageKind::Invalid:
      send(make_error(c.id, error_code::kInvalidRequest, "Invalid Request: " + c.problem));
      return;
    case MessageKind::Response: {
      auto it = pending_.find(msg.at("id").dump());
      if (it == pending_.end()) return;  // a response to nothing we asked: ignore
      ResponseHandler h = std::move(it->second);
      pending_.erase(it);
      if (h) h(msg.value("result", json()), msg.value("error", json()));
      return;
    }
    case MessageKind::Request:
      handle_request(msg.at("method").get<std::string>(), msg.value("params", json()), c.id);
      return;
    case MessageKind::Notification:
      handle_notification(msg.at("method").get<std::string>(), msg.value("params", json()));
      return;
  }
}

void Server::handle_request(const std::string& method, const json& params, const json& id) {
  auto state = std::make_shared<Reply::State>();
  state->server = weak_from_this();
  state->id = id;
  const Reply reply(state);
  if (in_flight_.count(id.dump())) {
    send(make_error(id, error_code::kInvalidRequest, "Invalid Request: duplicate id of a pending request"));
    return;
  }
  in_flight_[id.dump()] = state;
  try {
    if (method == "initialize") {
      if (state_ != State::Uninitialized)
        throw RpcError(error_code::kInvalidRequest, "initialize was already received");
      if (!params.is_object()) throw RpcError(error_code::kInvalidParams, "initialize needs params");
      if (authenticate_) {
        if (auto refusal = authenticate_(params)) {
          reply.error(error_code::kInvalidRequest, *refusal);
          disconnect();
          return;
        }
        authenticate_ = nullptr;  // this connection is now the session
      }
      client_params_ = params;
      json result = initialize_ ? initialize_(params) : json::object();
      state_ = State::Running;
      reply.result(std::move(result));
      return;
    }
    if (state_ == State::Uninitialized)
      throw RpcError(error_code::kServerNotInitialized, "server not initialized");
    if (state_ == State::ShuttingDown)
      throw RpcError(error_code::kInvalidRequest, "server is shutting down");
    if (method == "shutdown") {
      state_ = State::ShuttingDown;
      if (shutdown_) shutdown_();
      reply.result(nullptr);
      return;
    }
    auto it = requests_.find(method);
    if (it == requests_.end()) throw RpcError(error_code::kMethodNotFound, "method not found: " + method);
    it->second(params, reply);
  } catch (const RpcError& e) {
    reply.error(e.code, e.what());
  } catch (const json::exception& e) {
    // Handlers read params with json::at/get: a missing or mistyped field lands here.
    reply.error(error_code::kInvalidParams, std::string("Invalid params: ") + e.what());
  } catch (const std::exception& e) {
    reply.error(error_code::kInternalError, std::string("Internal error: ") + e.what());
  }
}

void Server::handle_notification(const std::string& method, const json& params) {
  if (method == "exit") {
    finish(state_ == State::ShuttingDown ? 0 : 1);
    return;
  }
  if (method == "$/cancelRequest") {
    if (!params.is_object() || !params.contains("id")) return;
    auto it = in_flight_.find(params.at("id").dump());
    if (it == in_flight_.end()) return;  // already answered: nothing to do
    auto st = it->second.lock();
    in_flight_.erase(it);
    if (!st || st->done) return;
    Reply r(st);
    auto cancel = std::move(st->cancel);
    r.error(error_code::kRequestCancelled, "request cancelled");
    if (cancel) cancel();
    return;
  }
  if (state_ != State::Running) return;  // before initialize / after shutdown: dropped
  auto it = notifications_.find(method);
  if (it == notifications_.end()) return;  // unknown and $/ notifications are ignored
  try {
    it->second(params);
  } catch (const std::exception& e) {
    // Notifications have no reply: report the problem out of band and keep serving.
    log_message(1, "error handling " + method + ": " + e.what());
  }
}

void Server::notify(const std::string& method, json params) {
  if (state_ == State::Exited) return;
  send(make_notification(method, std::move(params)));
}

void Server::request(const std::string& method, json params, ResponseHandler on_response) {
  if (state_ == State::Exited) return;
  const json id = "braidd-" + std::to_string(next_id_++);
  pending_[id.dump()] = std::move(on_response);
  send(make_request(id, method, std::move(params)));
}

void Server::show_message(int type, const std::string& message) {
  notify("window/showMessage", json{{"type", type}, {"message", message}});
}

void Server::log_message(int type, const std::string& message) {
  notify("window/logMessage", json{{"type", type}, {"message", message}});
}

bool Server::client_capability(const std::string& pointer) const {
  const json::json_pointer p("/capabilities" + pointer);
  return client_params_.is_object() && client_params_.contains(p) && client_params_.at(p).is_boolean() &&
         client_params_.at(p).get<bool>();
}

void Server::send(const json& msg) {
  if (!transport_) return;
  // Replacement of invalid UTF-8 keeps one bad byte in a program's output from turning
  // the whole message into an exception.
  out_.push_back(std::make_shared<const std::string>(
      encode_frame(msg.dump(-1, ' ', false, json::error_handler_t::replace))));
  write_next();
}

void Server::disconnect() {
  finish(1);
  close_when_drained_ = true;
  write_next();
}

void Server::write_next() {
  if (close_when_drained_ && !writing_ && out_.empty() && transport_) {
    transport_->close();
    return;
  }
  if (writing_ || out_.empty() || !transport_) return;
  writing_ = true;
  auto data = out_.front();
  transport_->async_write(data, [self = shared_from_this()](boost::system::error_code ec) {
    self->writing_ = false;
    self->out_.pop_front();
    if (ec) {
      self->out_.clear();
      self->finish(self->state_ == State::ShuttingDown ? 0 : 1);
      return;
    }
    self->write_next();
  });
}

void Server::finish(int code) {
  if (state_ == State::Exited) return;
  state_ = State::Exited;
  // Let queued output drain through the io_context before the owner tears down.
  if (exit_) boost::asio::post(io_, [fn = exit_, code] { fn(code); });
}

}  // namespace braid::lsp
