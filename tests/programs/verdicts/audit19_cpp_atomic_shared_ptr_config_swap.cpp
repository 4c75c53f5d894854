// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit.)
// flags: -std=c++20
// C++20 std::atomic<std::shared_ptr<T>>: a reader loads the current configuration while a
// writer publishes a new one; the reader's copy stays valid whatever the writer does, and it
// sees either the old or the new configuration, each internally consistent.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>

struct Config { int version; int limit; };

int main() {
  std::atomic<std::shared_ptr<Config>> current{std::make_shared<Config>(Config{1, 10})};
  std::thread writer([&] { current.store(std::make_shared<Config>(Config{2, 20})); });
  std::thread reader([&] {
    std::shared_ptr<Config> c = current.load();
    assert(c->limit == c->version * 10);
  });
  writer.join();
  reader.join();
  assert(current.load()->version == 2);
}
