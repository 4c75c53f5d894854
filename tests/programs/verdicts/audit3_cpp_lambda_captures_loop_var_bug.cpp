// expect: data-race
// algos: sdpor,pop,qpor,dc
// Capturing the loop variable by reference ([&]): each thread reads i while main increments it.
#include <mutex>
#include <thread>
#include <vector>
int main() {
  std::mutex m;
  int seen = 0;
  std::vector<std::thread> pool;
  int i = 0;
  for (i = 0; i < 2; ++i)
    pool.emplace_back([&] {
      std::lock_guard<std::mutex> g(m);
      seen += i;
    });
  for (auto &t : pool) t.join();
}
