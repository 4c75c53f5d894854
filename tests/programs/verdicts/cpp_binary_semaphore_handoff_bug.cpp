// expect: assertion
// flags: -std=c++20
// std::binary_semaphore starting at 1 (should be 0): the consumer can pass before the
// producer wrote.
#include <atomic>
#include <cassert>
#include <semaphore>
#include <thread>
std::binary_semaphore ready(1);
std::atomic<int> value{0};
int main() {
  std::thread producer([] { value = 9; ready.release(); });
  ready.acquire();
  int seen = value.load();
  producer.join();
  assert(seen == 9);
  return 0;
}
