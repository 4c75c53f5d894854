// expect: memory-error, data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same session, but the callback captures `this`: the owner's reset() destroys the session
// while the worker's callback may not have run yet, which then writes freed memory.
#include <cassert>
#include <functional>
#include <memory>
#include <thread>
struct Session : std::enable_shared_from_this<Session> {
  int bytes = 0;
  std::function<void()> on_read() {
    return [this] { bytes += 10; };
  }
};
int main() {
  auto session = std::make_shared<Session>();
  std::thread io(session->on_read());
  session.reset();
  io.join();
  return 0;
}
