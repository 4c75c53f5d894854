// expect: data-race
// algos: sdpor,pop,qpor,dc
// Two threads push_back into one std::vector without a lock.
#include <thread>
#include <vector>
int main() {
  std::vector<int> v;
  v.reserve(8);
  std::thread a([&] { v.push_back(1); });
  std::thread b([&] { v.push_back(2); });
  a.join();
  b.join();
}
