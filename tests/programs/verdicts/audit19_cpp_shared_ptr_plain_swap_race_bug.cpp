// expect: data-race, memory-error
// algos: pop,dc
// time-limit: 30
// (The race lets the reader copy a control block the writer is freeing: the use after free is
// reported too. 68 executions, slow per execution; not dfs, which does not finish.)
// flags: -std=c++20
// BUG: the configuration swap of audit19_cpp_atomic_shared_ptr_config_swap.cpp with a plain
// std::shared_ptr: the writer's assignment and the reader's copy of the same shared_ptr object
// race (only the reference count is atomic, not the pointer itself).
#include <cassert>
#include <memory>
#include <thread>

struct Config { int version; int limit; };

int main() {
  std::shared_ptr<Config> current = std::make_shared<Config>(Config{1, 10});
  std::thread writer([&] { current = std::make_shared<Config>(Config{2, 20}); });
  std::thread reader([&] {
    std::shared_ptr<Config> c = current;
    (void)c;
  });
  writer.join();
  reader.join();
}
