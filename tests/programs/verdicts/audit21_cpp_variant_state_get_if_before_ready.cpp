// expect: none
// algos: pop,sdpor,dc,qpor
// audit21_cpp_variant_state_read_before_ready_bug.cpp with the monitor asking before it
// reads: std::get_if<Ready> gives null while the state is still Connecting, and std::visit
// prints whichever alternative it finds. No exception, no race. gcc -O2 (g++), 100 runs.
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
  if (const Ready* ready = std::get_if<Ready>(&state)) {
    std::printf("connected to %s\n", ready->peer.c_str());
    return;
  }
  std::visit([](const auto& s) { std::printf("state %zu bytes, not ready\n", sizeof s); }, state);
}
}  // namespace
int main() {
  std::thread c(connector), m(monitor);
  c.join();
  m.join();
  return 0;
}
