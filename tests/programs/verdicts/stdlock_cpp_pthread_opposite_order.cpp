// expect: none
// classes: 4
// std::lock of two mutexes in opposite orders (pthreads, so that dfs counts the classes): no
// livelock; the orders of the turn and the back-off of the second are the classes.
#include <cassert>
#include <mutex>
#include <pthread.h>
std::mutex a, b;
int x = 0, y = 0;
void* t1(void*) { std::lock(a, b); ++x; ++y; a.unlock(); b.unlock(); return nullptr; }
void* t2(void*) { std::lock(b, a); ++x; ++y; b.unlock(); a.unlock(); return nullptr; }
int main() {
  pthread_t p, q;
  pthread_create(&p, nullptr, t1, nullptr);
  pthread_create(&q, nullptr, t2, nullptr);
  pthread_join(p, nullptr);
  pthread_join(q, nullptr);
  assert(x == 2 && y == 2);
}
