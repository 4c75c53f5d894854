// expect: none
// algos: sdpor,pop,dc
// The same appends under a mutex: correct.
// (Not dfs: libstdc++'s code between the threads' few visible operations makes DFS's naive
// interleaving of every event explode; 2 classes.)
#include <cassert>
#include <mutex>
#include <string>
#include <thread>
std::string log_text;
std::mutex m;
int main() {
  std::thread a([] { std::lock_guard<std::mutex> g(m); log_text += "a"; });
  std::thread b([] { std::lock_guard<std::mutex> g(m); log_text.append("bb"); });
  a.join();
  b.join();
  assert(log_text == "abb" || log_text == "bba");
  return 0;
}
