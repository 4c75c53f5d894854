// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit)
// flags: -std=c++20
// time-limit: 4
// A std::stop_source owned by main, its tokens handed to two plain std::threads that poll
// stop_requested() while doing bounded work; main requests the stop and joins.
#include <atomic>
#include <cassert>
#include <stop_token>
#include <thread>
int main() {
  std::stop_source source;
  std::atomic<int> work{0};
  auto worker = [&work](std::stop_token tok) {
    for (int i = 0; i < 2 && !tok.stop_requested(); i++) work.fetch_add(1);
  };
  std::thread a(worker, source.get_token());
  std::thread b(worker, source.get_token());
  assert(source.request_stop());
  assert(!source.request_stop());
  a.join();
  b.join();
  assert(work.load() <= 4);
  return 0;
}
