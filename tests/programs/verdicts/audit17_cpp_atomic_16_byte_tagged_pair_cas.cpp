// algos: sdpor,pop,dc
// expect: none
// std::atomic of a 16-byte {ptr, tag} pair pushed by CAS loops.
#include <thread>
#include <atomic>
#include <cassert>
struct Pair { long ptr; long tag; };
std::atomic<Pair> top{Pair{0, 0}};
void push(long v) { Pair old = top.load(); Pair nw; do { nw = Pair{v, old.tag + 1}; } while (!top.compare_exchange_weak(old, nw)); }
int main() { std::thread a(push, 1), b(push, 2); a.join(); b.join(); Pair p = top.load(); assert(p.tag == 2 && (p.ptr == 1 || p.ptr == 2)); }
