// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// A session posts a callback to a worker thread capturing shared_from_this(): the owner drops
// its reference right away, the callback keeps the session alive until it has run, and the
// last owner (either thread) destroys it.
#include <cassert>
#include <functional>
#include <memory>
#include <thread>
struct Session : std::enable_shared_from_this<Session> {
  int bytes = 0;
  std::function<void()> on_read() {
    return [self = shared_from_this()] { self->bytes += 10; };
  }
};
int main() {
  auto session = std::make_shared<Session>();
  std::thread io(session->on_read());
  session.reset();
  io.join();
  return 0;
}
