// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same worker reads the callback's count while the callback is still registered: the
// stopping thread may be running it at that moment, so the read races with its increment.
#include <cassert>
#include <stop_token>
#include <thread>
int main() {
  std::stop_source source;
  std::thread stopper([&] { source.request_stop(); });
  int hits = 0;
  int seen = 0;
  {
    std::stop_callback on_stop(source.get_token(), [&] { ++hits; });
    seen = hits;
  }
  stopper.join();
  assert(seen == 0 || seen == 1);
  return 0;
}
