// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// A stop_callback registered after stop was requested runs at once, in the registering
// thread; one registered before runs in the requesting thread.
#include <atomic>
#include <cassert>
#include <stop_token>
#include <thread>
int main() {
  std::stop_source src;
  std::atomic<int> early{0}, late{0};
  std::thread requester([&] { src.request_stop(); });
  {
    std::stop_callback before(src.get_token(), [&] { early.fetch_add(1); });
    requester.join();
    std::stop_callback after(src.get_token(), [&] { late.fetch_add(1); });
    assert(late.load() == 1);
  }
  assert(early.load() == 1);
  return 0;
}
