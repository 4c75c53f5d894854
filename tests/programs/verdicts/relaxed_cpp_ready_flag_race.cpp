// expect: data-race
// std::atomic<bool> ready flag stored relaxed, loaded acquire: the store releases nothing,
// so the payload read races with its write.
#include <atomic>
#include <cstdio>
#include <thread>
int payload;
std::atomic<bool> ready{false};
int main() {
  std::thread producer([] {
    payload = 42;
    ready.store(true, std::memory_order_relaxed);
  });
  if (ready.load(std::memory_order_acquire)) std::printf("%d\n", payload);
  producer.join();
}
