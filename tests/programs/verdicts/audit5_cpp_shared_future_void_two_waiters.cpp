// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// A std::promise<void> used as a start signal: two threads wait on copies of one
// shared_future, then read a config the main thread wrote before set_value.
#include <cassert>
#include <future>
#include <thread>
struct Config { int width = 0; int height = 0; };
Config config;
int main() {
  std::promise<void> ready;
  std::shared_future<void> go = ready.get_future().share();
  int area[2] = {0, 0};
  std::thread a([go, &area] { go.wait(); area[0] = config.width * config.height; });
  std::thread b([go, &area] { go.get(); area[1] = config.width + config.height; });
  config.width = 3;
  config.height = 4;
  ready.set_value();
  a.join();
  b.join();
  assert(area[0] == 12 && area[1] == 7);
  return 0;
}
