// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// The classic broken double-checked locking: the first check reads a plain pointer outside
// the mutex while another thread writes it inside.
#include <mutex>
#include <thread>
struct Logger { int level = 3; };
Logger* instance = nullptr;
std::mutex create_mutex;
Logger* get_logger() {
  if (!instance) {
    std::lock_guard<std::mutex> g(create_mutex);
    if (!instance) instance = new Logger;
  }
  return instance;
}
int main() {
  int a = 0, b = 0;
  std::thread t1([&] { a = get_logger()->level; });
  std::thread t2([&] { b = get_logger()->level; });
  t1.join();
  t2.join();
  delete instance;
  return a == b ? 0 : 1;
}
