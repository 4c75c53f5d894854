// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// A worker registers a std::stop_callback that counts into a local of its own; another
// thread calls request_stop concurrently. The callback's destructor waits for a callback that
// is running on the stopping thread ([stopcallback.cons]: the callback's return happens before
// the destructor returns), so reading the count after the callback's scope is no race.
#include <cassert>
#include <stop_token>
#include <thread>
int main() {
  std::stop_source source;
  std::thread stopper([&] { source.request_stop(); });
  int hits = 0;
  {
    std::stop_callback on_stop(source.get_token(), [&] { ++hits; });
  }
  const int seen = hits;
  stopper.join();
  assert(seen == 0 || seen == 1);
  return 0;
}
