// expect: abort
// algos: pop,sdpor,dc,qpor
// A connection's state as a std::variant<Connecting, Ready, Closed> guarded by a mutex. The
// monitor takes the lock and calls std::get<Ready> assuming the connector already switched
// the state: when the monitor runs first, std::get throws std::bad_variant_access, nobody
// catches it, and std::terminate aborts the program (no data race: every access is locked).
// gcc -O2 (g++), 100 runs: never seen natively (the connector, started first, is done before
// the monitor starts); the order that throws is one schedule away.
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <variant>
namespace {
struct Connecting { int attempt; };
struct Ready { std::string peer; };
struct Closed {};
std::mutex state_mutex;
std::variant<Connecting, Ready, Closed> state{Connecting{1}};
void connector() {
  std::lock_guard<std::mutex> guard(state_mutex);
  state = Ready{"peer-1"};
}
void monitor() {
  std::lock_guard<std::mutex> guard(state_mutex);
  const Ready& ready = std::get<Ready>(state);  // BUG: may still be Connecting
  std::printf("connected to %s\n", ready.peer.c_str());
}
}  // namespace
int main() {
  std::thread c(connector), m(monitor);
  c.join();
  m.join();
  return 0;
}
