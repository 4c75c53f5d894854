// algos: sdpor,pop,qpor,dc
// expect: none
// std::lock of two deferred unique_locks in opposite orders.
#include <thread>
#include <mutex>
#include <cassert>
std::mutex ma, mb; int a = 5, b = 5;
void mv(std::mutex &m1, int &x, std::mutex &m2, int &y) {
  std::unique_lock l1(m1, std::defer_lock), l2(m2, std::defer_lock);
  std::lock(l1, l2); x--; y++;
}
int main() { std::thread t1(mv, std::ref(ma), std::ref(a), std::ref(mb), std::ref(b)), t2(mv, std::ref(mb), std::ref(b), std::ref(ma), std::ref(a)); t1.join(); t2.join(); assert(a == 5 && b == 5); }
