// expect: assertion
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// A worker arrives with arrive() and, without waiting for the phase, checks that the
// completion function has run: nothing orders the completion before that check (the standard
// lets any participant run it, in its arrive or its wait): false when the other thread
// arrives after it, and also when it arrives last.
#include <atomic>
#include <barrier>
#include <cassert>
#include <thread>
std::atomic<int> completed;
int main() {
  std::barrier sync(2, [] { completed.store(1); });
  std::thread a([&] {
    auto token = sync.arrive();
    assert(completed.load() == 1);
    sync.wait(std::move(token));
  });
  std::thread b([&] { sync.arrive_and_wait(); });
  a.join();
  b.join();
  return 0;
}
