// algos: sdpor,pop,dc
// expect: assertion
// The same pushes; the assertion wrongly expects thread 2's push last.
#include <thread>
#include <atomic>
#include <cassert>
struct Pair { long ptr; long tag; };
std::atomic<Pair> top{Pair{0, 0}};
void push(long v) { Pair old = top.load(); Pair nw; do { nw = Pair{v, old.tag + 1}; } while (!top.compare_exchange_weak(old, nw)); }
int main() { std::thread a(push, 1), b(push, 2); a.join(); b.join(); Pair p = top.load(); assert(p.ptr == 2); }
