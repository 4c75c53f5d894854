// algos: sdpor,pop,dc
// expect: none
// std::atomic_ref increments of plain array cells, relaxed and seq_cst.
#include <thread>
#include <atomic>
#include <cassert>
int counts[2];
void bump(int i) { std::atomic_ref<int> r(counts[i]); r.fetch_add(1, std::memory_order_relaxed); std::atomic_ref<int>(counts[1 - i]).fetch_add(1); }
int main() { std::thread a(bump, 0), b(bump, 1); a.join(); b.join(); assert(counts[0] == 2 && counts[1] == 2); }
