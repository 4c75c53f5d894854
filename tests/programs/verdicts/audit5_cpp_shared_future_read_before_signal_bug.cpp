// expect: data-race
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// The worker reads the config before waiting on the start signal.
#include <future>
#include <thread>
int config;
int main() {
  std::promise<void> ready;
  std::shared_future<void> go = ready.get_future().share();
  int seen = 0;
  std::thread w([go, &seen] { seen = config; go.wait(); });
  config = 42;
  ready.set_value();
  w.join();
  (void)(seen == 42);  // what the race leads to is not checked here
  return 0;
}
