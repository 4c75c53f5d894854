// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// A write after arrive() but before wait(token) is not ordered before the other thread's
// release: the other thread's read after the barrier races with it.
#include <barrier>
#include <thread>
int result, seen;
int main() {
  std::barrier sync(2);
  std::thread producer([&] {
    auto token = sync.arrive();
    result = 42;  // too late: the phase may already be over
    sync.wait(std::move(token));
  });
  std::thread consumer([&] {
    sync.arrive_and_wait();
    seen = result;
  });
  producer.join();
  consumer.join();
  return 0;
}
