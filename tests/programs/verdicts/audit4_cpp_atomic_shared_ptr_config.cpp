// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// flags: -std=c++20
// C++20 std::atomic<std::shared_ptr<T>>: a writer publishes a new configuration, a reader loads
// whichever is current; each snapshot is complete.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
struct Config { int a, b; };
std::atomic<std::shared_ptr<const Config>> current;
int main() {
  current.store(std::make_shared<const Config>(Config{1, 2}));
  std::thread writer([] { current.store(std::make_shared<const Config>(Config{3, 6})); });
  std::thread reader([] {
    std::shared_ptr<const Config> c = current.load();
    assert(c->b == 2 * c->a);
  });
  writer.join();
  reader.join();
  return 0;
}
