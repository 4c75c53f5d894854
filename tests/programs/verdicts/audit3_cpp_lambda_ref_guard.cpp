// expect: none
// algos: sdpor,pop,qpor,dc
// std::thread with lambdas capturing by reference, std::lock_guard RAII, a vector of threads.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
int main() {
  std::mutex m;
  int total = 0;
  std::vector<std::thread> pool;
  for (int i = 1; i <= 3; ++i)
    pool.emplace_back([&m, &total, i] {
      std::lock_guard<std::mutex> g(m);
      total += i;
    });
  for (auto &t : pool) t.join();
  assert(total == 6);
}
