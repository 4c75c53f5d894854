// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The usual seqlock written with plain data fields: the reader's reads race with the
// writer's writes (a data race by the C++ rules even though the retry discards them).
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<unsigned> seq{0};
int x = 0, y = 0;
void write(int v) {
  seq.fetch_add(1);
  x = v;
  y = -v;
  seq.fetch_add(1);
}
void read(int& a, int& b) {
  for (;;) {
    unsigned s1 = seq.load();
    if (s1 & 1) continue;
    a = x;
    b = y;
    if (seq.load() == s1) return;
  }
}
int main() {
  std::thread w([] { write(5); });
  int a, b;
  read(a, b);
  assert(a == -b);
  w.join();
  return 0;
}
