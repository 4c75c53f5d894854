// algos: sdpor,pop,dc
// expect: none
// A std::stop_source's token handed to a std::thread that polls it.
#include <thread>
#include <stop_token>
#include <atomic>
#include <cassert>
std::atomic<int> ticks{0};
int main() {
  std::stop_source src;
  std::thread t([tok = src.get_token()] { while (!tok.stop_requested()) { ticks.fetch_add(1); if (ticks.load() > 3) break; std::this_thread::yield(); } });
  src.request_stop();
  t.join();
  assert(ticks.load() <= 4);
}
