// expect: none
// std::atomic with the default order (seq_cst) publishes the payload; so do acq_rel
// exchanges.
#include <atomic>
#include <cassert>
#include <thread>
int payload, second;
std::atomic<bool> ready{false};
std::atomic<int> token{0};
int main() {
  std::thread producer([] {
    payload = 42;
    ready = true;
    second = 3;
    token.exchange(1, std::memory_order_acq_rel);
  });
  if (ready) assert(payload == 42);
  if (token.exchange(2, std::memory_order_acq_rel) == 1) assert(second == 3);
  producer.join();
}
