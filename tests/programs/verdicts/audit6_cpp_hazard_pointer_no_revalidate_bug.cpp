// expect: data-race, memory-error
// flags: -std=c++20
// (the plain read of the freed object also races with the free.)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The reader publishes its hazard but does not re-read the shared pointer afterwards: the
// writer can check the hazard before it is set, free the object, and the reader uses it.
#include <atomic>
#include <thread>
struct Data { int v; };
std::atomic<Data*> shared{new Data{1}};
std::atomic<Data*> hazard{nullptr};
int reader() {
  Data* p = shared.load();
  hazard.store(p);  // no validation loop
  int v = p->v;
  hazard.store(nullptr);
  return v;
}
void writer() {
  Data* old = shared.exchange(new Data{2});
  if (hazard.load() != old) delete old;
}
int main() {
  int seen = 0;
  std::thread r([&] { seen = reader(); });
  std::thread w(writer);
  r.join();
  w.join();
  delete shared.load();
  return seen == 0;
}
