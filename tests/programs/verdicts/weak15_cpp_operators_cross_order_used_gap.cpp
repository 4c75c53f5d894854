// algos: sdpor,pop,dc
// expect: none
// complete: no
// The twin of weak15_cpp_operators_cross_order_unused_joined_complete.cpp whose consumer keeps
// what its operators read (int seen_acked = ++acked; int seen_sent = sent++). A concrete weak
// behaviour: the consumer's ++acked reads the producer's relaxed increment (seen_acked == 2)
// while its sent++ comes first in `sent`'s modification order (seen_sent == 0, the producer's
// fetch_add then reads 1). The producer's relaxed writes release nothing, so nothing orders
// the two increments of `sent`: C11 allows it (RC11 forbids it: po ∪ rf would be cyclic, as
// weak14_tickets_cross_order_gap.c); no SC interleaving shows it (seen_acked == 2 puts the
// producer's first increment of `sent` before the consumer's). The assertion forbids that
// outcome, so braid finds no bug: the verdict is INCOMPLETE (weak memory), the true gap.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> sent, acked;
int seen_acked, seen_sent;
int main() {
  std::thread producer([] {
    sent.fetch_add(1, std::memory_order_relaxed);
    acked.fetch_add(1, std::memory_order_relaxed);
  });
  std::thread consumer([] {
    seen_acked = ++acked;
    seen_sent = sent++;
  });
  producer.join();
  consumer.join();
  assert(!(seen_acked == 2 && seen_sent == 0));
  return 0;
}
