// expect: assertion
// algos: sdpor,pop,dc
// A C++ shop's two relaxed std::atomic<long> members, the stock level and the units sold:
// sell() lowers the level then counts the sale, refund() takes the sale back then raises the
// level (the crossed order), by three threads; the results of fetch_add / fetch_sub are
// dropped; main sets the level with a relaxed store before the threads start and reads both
// after the joins. Every write is a relaxed addition or subtraction whose value is unused or a
// store ordered with everything, every read is ordered with every write: two quiet counters
// (docs/memory_model.md, trust26), no weak behaviour, complete. Before trust26 the third
// thread's read of a reversed pair kept a false gap.
// The bug twin: main's check forgets the refund; the assertion fails in every execution.
#include <atomic>
#include <cassert>
#include <thread>
struct Shop {
  std::atomic<long> level{0};
  std::atomic<long> sold{0};
  void sell(long n) {
    level.fetch_sub(n, std::memory_order_relaxed);
    sold.fetch_add(n, std::memory_order_relaxed);
  }
  void refund(long n) {
    sold.fetch_sub(n, std::memory_order_relaxed);
    level.fetch_add(n, std::memory_order_relaxed);
  }
};
static Shop shop;
int main() {
  shop.level.store(10, std::memory_order_relaxed);
  std::thread a([] { shop.sell(3); });
  std::thread b([] { shop.refund(1); });
  std::thread c([] { shop.sell(2); });
  a.join();
  b.join();
  c.join();
  assert(shop.level.load(std::memory_order_relaxed) == 5 && shop.sold.load(std::memory_order_relaxed) == 5);
  return 0;
}
