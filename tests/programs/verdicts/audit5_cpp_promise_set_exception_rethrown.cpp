// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// The worker reports failure through promise::set_exception; main's get() rethrows it.
#include <cassert>
#include <future>
#include <stdexcept>
#include <string>
#include <thread>
int main() {
  std::promise<int> result;
  std::future<int> f = result.get_future();
  std::thread w([&result] {
    try {
      throw std::runtime_error("parse failed");
    } catch (...) {
      result.set_exception(std::current_exception());
    }
  });
  bool caught = false;
  try {
    (void)f.get();
  } catch (const std::runtime_error &e) {
    caught = std::string(e.what()) == "parse failed";
  }
  w.join();
  assert(caught);
  return 0;
}
