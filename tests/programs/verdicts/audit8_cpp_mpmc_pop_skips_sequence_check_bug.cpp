// expect: data-race
// The sequence-number MPMC queue whose consumer claims a position with the CAS and reads the
// cell without checking the cell's sequence number: it can read a cell a producer has
// claimed but not yet written.
#include <atomic>
#include <cstddef>
#include <thread>
struct Cell { std::atomic<std::size_t> seq; int data; };
static Cell cells[2] = {{0, 0}, {1, 0}};
static std::atomic<std::size_t> enq{0}, deq{0};
static void push(int v) {
  std::size_t pos = enq.fetch_add(1);
  Cell &c = cells[pos % 2];
  while (c.seq.load(std::memory_order_acquire) != pos) {
  }
  c.data = v;
  c.seq.store(pos + 1, std::memory_order_release);
}
static bool pop(int &out) {
  std::size_t pos = deq.load();
  if (pos >= enq.load()) return false;   /* "not empty": a position was claimed */
  if (!deq.compare_exchange_strong(pos, pos + 1)) return false;
  out = cells[pos % 2].data;            /* no check of cells[pos].seq */
  return true;
}
int main() {
  std::thread p([] { push(7); });
  int v = 0;
  while (!pop(v)) {
  }
  p.join();
  (void)v;
  return 0;
}
