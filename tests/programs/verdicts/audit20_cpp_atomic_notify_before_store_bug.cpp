// expect: deadlock
// flags: -std=c++20
// A one-shot "ready" flag with C++20 atomic wait/notify, where the producer notifies BEFORE it
// stores the new value. The standard only promises that wait(false) is unblocked by a notify
// that comes after its own read of the value: the consumer can read false, the producer
// notify nobody and store true, and the consumer block for ever (libstdc++ waits on a proxy
// counter for atomic<bool>, which only a later notify changes). braid reports the blocked
// consumer as a deadlock.
#include <atomic>
#include <thread>
std::atomic<bool> ready{false};
int main() {
  std::thread producer([] {
    ready.notify_one();
    ready.store(true);
  });
  ready.wait(false);
  producer.join();
  return 0;
}
