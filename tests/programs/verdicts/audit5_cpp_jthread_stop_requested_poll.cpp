// expect: none
// flags: -std=c++20
// complete: no
// Two jthreads poll stop_requested() doing work between polls; main requests stop through
// the destructors. Each worker counts its own rounds (no shared writes).
// Incomplete: a worker loop that makes progress (its counter grows) is explored up to
// --max-steps; the rounds are unbounded.
#include <stop_token>
#include <thread>
#include <vector>
int main() {
  long rounds[2] = {0, 0};
  {
    std::vector<std::jthread> workers;
    for (int i = 0; i < 2; ++i)
      workers.emplace_back([&rounds, i](std::stop_token st) {
        while (!st.stop_requested()) {
          ++rounds[i];
          std::this_thread::yield();
        }
      });
  }
  (void)rounds;
  return 0;
}
