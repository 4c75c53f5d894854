// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// The same assignment and copy of a global std::string (default -std=c++17), each under one
// mutex; the copy also compares and appends another string taken by const reference: no race.
#include <cassert>
#include <mutex>
#include <string>
#include <thread>
std::mutex m;
std::string status = "idle";
const std::string suffix = "!";
int main() {
  std::thread writer([] {
    std::lock_guard<std::mutex> g(m);
    status = "running";
  });
  std::thread reader([] {
    std::string copy;
    {
      std::lock_guard<std::mutex> g(m);
      copy = status;
    }
    copy.append(suffix);
    assert(copy.compare(suffix) != 0);
  });
  writer.join();
  reader.join();
  return 0;
}
