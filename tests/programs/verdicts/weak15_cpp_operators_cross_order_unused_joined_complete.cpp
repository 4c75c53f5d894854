// algos: sdpor,pop,dc
// expect: none
// std::atomic counters: the producer increments `sent`, `acked`, `bytes` in that order with
// relaxed fetch_add, the consumer increments them in the opposite order with the operators
// (bytes += 1, acked++, ++sent: seq_cst), dropping every result; main reads them after the
// joins. The orders are mixed, so C11 lets the relaxed and the seq_cst increment of one counter
// take either modification order against program order (2+2W with read-modify-writes; a
// relaxed write releases nothing, so the seq_cst read of it does not order the pair). No thread
// sees a value an increment read and additions commute: main reads 2 from each counter in
// every order. No weak behaviour is observable. Before weak15, libstdc++'s operator++ and
// operator+= were calls returning the value when the instrumentation decided "result used" (a
// false weak-memory gap); since weak15 the decision is taken on the optimised code, where they
// are inlined and the value dropped. Each counter has two increments only: a third one reading
// a reversed pair is still counted (docs/memory_model.md, weak15).
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> sent, acked, bytes;
int main() {
  std::thread producer([] {
    sent.fetch_add(1, std::memory_order_relaxed);
    acked.fetch_add(1, std::memory_order_relaxed);
    bytes.fetch_add(1, std::memory_order_relaxed);
  });
  std::thread consumer([] {
    bytes += 1;
    acked++;
    ++sent;
  });
  producer.join();
  consumer.join();
  assert(sent.load(std::memory_order_relaxed) == 2);
  assert(acked.load(std::memory_order_relaxed) == 2);
  assert(bytes.load(std::memory_order_relaxed) == 2);
  return 0;
}
