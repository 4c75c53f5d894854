// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Hazard-pointer-like reclamation with one reader slot: the reader publishes the pointer it
// is about to use, re-reads the shared pointer to validate it, then uses it; the writer swaps
// in a new object and frees the old one only when no hazard names it (else it leaves it for
// later, here: at exit). All seq_cst.
#include <atomic>
#include <cassert>
#include <thread>
struct Data { int v; };
std::atomic<Data*> shared{new Data{1}};
std::atomic<Data*> hazard{nullptr};
int reader() {
  Data* p;
  do {
    p = shared.load();
    hazard.store(p);
  } while (shared.load() != p);
  int v = p->v;
  hazard.store(nullptr);
  return v;
}
Data* retired = nullptr;
void writer() {
  Data* old = shared.exchange(new Data{2});
  if (hazard.load() != old) delete old;
  else retired = old;  // still protected: reclaim later
}
int main() {
  int seen = 0;
  std::thread r([&] { seen = reader(); });
  std::thread w(writer);
  r.join();
  w.join();
  assert(seen == 1 || seen == 2);
  delete retired;
  delete shared.load();
  return 0;
}
