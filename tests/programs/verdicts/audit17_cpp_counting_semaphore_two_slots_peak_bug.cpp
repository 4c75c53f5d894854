// expect: assertion, deadlock
// Two slots let both users in (the assertion wants one); libstdc++ 12's lost wake-up (GCC PR
// 104928) is a real deadlock too.
#include <thread>
#include <semaphore>
#include <atomic>
#include <cassert>
std::counting_semaphore<3> slots(2);
std::atomic<int> inside{0};
void user() { slots.acquire(); int now = inside.fetch_add(1) + 1; assert(now <= 1); inside.fetch_sub(1); slots.release(); }
int main() { std::thread a(user), b(user); a.join(); b.join(); }
