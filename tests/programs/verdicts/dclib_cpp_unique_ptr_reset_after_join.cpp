// expect: data-race
// algos: dfs,sdpor,pop,dc
// rf-classes: 2
// A unique_ptr owns a 12-byte struct; a worker stores its first field through a raw
// pointer while main reads the last field unlocked (no conflict) and the first (a race).
// The reset after the join is libstdc++'s delete (default_delete in <memory>): a free of
// the whole block over fields two threads access by 4 bytes. dc explores it natively.
#include <memory>
#include <thread>
struct Triple { int a = 0, b = 0, c = 5; };
int seen;
int main() {
  std::unique_ptr<Triple> p(new Triple);
  Triple* raw = p.get();
  std::thread t([raw] { raw->a = 1; });
  seen = raw->c + raw->a;
  t.join();
  p.reset();
  return seen == 99;
}
