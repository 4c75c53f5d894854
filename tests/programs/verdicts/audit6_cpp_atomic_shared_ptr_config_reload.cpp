// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// std::atomic<std::shared_ptr<const Config>>: a reloader publishes a new config, a reader
// takes a snapshot and keeps it alive while it uses it; the old one is freed by its last owner.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
struct Config { int timeout; int retries; };
std::atomic<std::shared_ptr<const Config>> current{std::make_shared<const Config>(Config{10, 1})};
int main() {
  std::thread reloader([] { current.store(std::make_shared<const Config>(Config{20, 2})); });
  std::thread reader([] {
    std::shared_ptr<const Config> snap = current.load();
    assert(snap->timeout == 10 * snap->retries);
  });
  reloader.join();
  reader.join();
  assert(current.load()->timeout == 20);
  return 0;
}
