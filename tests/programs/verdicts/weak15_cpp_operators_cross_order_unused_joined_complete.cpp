// algos: sdpor,pop,dc
// expect: none
// std::atomic counters: one thread increments `sent` and then `acked` with relaxed
// fetch_add, the other increments `acked` and then `sent` with the operators (++x, x++, x += 1,
// seq_cst), dropping every result; main reads both after the joins. The orders are mixed, so
// C11 lets the relaxed and the seq_cst increment of one counter take either modification
// order against program order (2+2W with read-modify-writes; a relaxed write releases
// nothing, so the seq_cst read of it does not order the pair). No thread sees a value an
// increment read and additions commute: main reads 4 and 3 in every order. No weak behaviour
// is observable. Before weak15, libstdc++'s operator++ and operator+= were calls returning the
// value when the instrumentation decided "result used" (a false weak-memory gap); since weak15
// the decision is taken on the optimised code, where they are inlined and the value dropped.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> sent, acked;
int main() {
  std::thread producer([] {
    sent.fetch_add(1, std::memory_order_relaxed);
    acked.fetch_add(2, std::memory_order_relaxed);
    sent.fetch_add(1, std::memory_order_relaxed);
  });
  std::thread consumer([] {
    ++acked;
    sent++;
    sent += 1;
  });
  producer.join();
  consumer.join();
  assert(sent.load(std::memory_order_relaxed) == 4);
  assert(acked.load(std::memory_order_relaxed) == 3);
  return 0;
}
