// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// std::async with launch::deferred (runs in the caller at get()) and launch::async (a thread)
// updating a counter under a mutex.
#include <cassert>
#include <future>
#include <mutex>
std::mutex m;
int calls;
int work(int v) {
  std::lock_guard<std::mutex> g(m);
  ++calls;
  return v + 1;
}
int main() {
  auto lazy = std::async(std::launch::deferred, work, 1);
  auto eager = std::async(std::launch::async, work, 10);
  int r = eager.get() + lazy.get();
  assert(r == 13);
  std::lock_guard<std::mutex> g(m);
  assert(calls == 2);
  return 0;
}
