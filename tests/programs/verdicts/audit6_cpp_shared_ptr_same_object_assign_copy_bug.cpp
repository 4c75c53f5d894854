// expect: data-race, memory-error
// flags: -std=c++20
// (the copy can take a reference to the control block the assignment frees (memory-error).)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Copying shared_ptrs is thread-safe only between distinct shared_ptr objects: here one
// thread assigns the global shared_ptr while the other copies that same object.
#include <memory>
#include <thread>
struct Config { int v; };
std::shared_ptr<Config> global = std::make_shared<Config>(Config{1});
int main() {
  std::thread writer([] { global = std::make_shared<Config>(Config{2}); });
  std::thread reader([] {
    std::shared_ptr<Config> local = global;
    (void)local;
  });
  writer.join();
  reader.join();
  return 0;
}
