// algos: sdpor,pop,dc
// expect: none
// Two shared_lock readers of a std::map and a unique_lock writer.
#include <thread>
#include <shared_mutex>
#include <mutex>
#include <cassert>
#include <map>
std::shared_mutex rw;
std::map<int, int> table{{1, 10}};
int main() {
  auto reader = [] { std::shared_lock lk(rw); auto it = table.find(1); assert(it != table.end() && (it->second == 10 || it->second == 11)); };
  std::thread r1(reader), r2(reader);
  std::thread w([] { std::unique_lock lk(rw); table[1] = 11; table[2] = 20; });
  r1.join(); r2.join(); w.join();
  assert(table.size() == 2);
}
