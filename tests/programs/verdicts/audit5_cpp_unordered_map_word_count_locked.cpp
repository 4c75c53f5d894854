// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Two threads count words into one unordered_map<string,int> under a mutex.
#include <cassert>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>
std::mutex m;
std::unordered_map<std::string, int> counts;
void count(const std::vector<std::string> &words) {
  for (const auto &w : words) {
    std::lock_guard<std::mutex> g(m);
    ++counts[w];
  }
}
int main() {
  std::vector<std::string> a{"x", "y"}, b{"y", "z"};
  std::thread t1(count, std::cref(a)), t2(count, std::cref(b));
  t1.join();
  t2.join();
  assert(counts.size() == 3 && counts["y"] == 2);
  return 0;
}
