// algos: sdpor,pop,qpor,dc
// expect: none
// std::scoped_lock of two accounts' mutexes in opposite orders: no deadlock.
#include <thread>
#include <mutex>
#include <cassert>
struct Acc { std::mutex m; int bal; };
Acc a{{}, 10}, b{{}, 10};
void xfer(Acc &from, Acc &to, int n) { std::scoped_lock lk(from.m, to.m); from.bal -= n; to.bal += n; }
int main() { std::thread t1(xfer, std::ref(a), std::ref(b), 3), t2(xfer, std::ref(b), std::ref(a), 4); t1.join(); t2.join(); assert(a.bal == 11 && b.bal == 9); }
