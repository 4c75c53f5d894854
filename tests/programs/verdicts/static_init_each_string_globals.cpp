// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Globals as people write them: a std::vector<std::string>, a std::map<int, std::string> and a
// std::string, with strings long enough to live on the heap (libstdc++ allocates them with the
// process's malloc). Their destructors reach libstdc++'s string code: braid runs static
// initialisation again in every execution, so constructors and destructors balance and the
// destructors run at the end of every execution (complete).
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

std::vector<std::string> names = {"a first name long enough to live on the heap",
                                  "a second name long enough to live on the heap"};
std::map<int, std::string> table = {{1, "one, spelled out at a length the heap must hold"}};
std::string status = "idle, waiting for the workers to say something useful";
std::mutex m;

int main() {
  std::thread a([] {
    std::lock_guard<std::mutex> g(m);
    table[2] = names[0];
  });
  std::thread b([] {
    std::lock_guard<std::mutex> g(m);
    status = "busy, one worker has taken the lock and written the status";
  });
  a.join();
  b.join();
  return table.size() == 2 ? 0 : 1;
}
