// expect: data-race
// A counter bumped with a relaxed fetch_add publishes nothing: the consumer's acquire load
// reads the bump, but no release precedes it, so the payload read races with its write.
#include <atomic>
#include <thread>
struct Slot {
  long value;
};
Slot slot;
std::atomic<unsigned> published{0};
static void produce() {
  slot.value = 7;
  published.fetch_add(1, std::memory_order_relaxed);
}
static long consume() {
  if (published.load(std::memory_order_acquire) > 0) return slot.value;
  return -1;
}
int main() {
  std::thread p(produce);
  long seen = consume();
  p.join();
  return seen == -1 || seen == 7 ? 0 : 1;
}
