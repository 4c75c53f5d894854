// expect: none
// classes: 6
// std::scoped_lock of three mutexes against a plain nested lock of two of them in another
// order: the std::lock backs off from the plain holder instead of deadlocking with it.
#include <cassert>
#include <mutex>
#include <pthread.h>
std::mutex a, b, c;
int x = 0;
void* t1(void*) { std::scoped_lock l(c, a, b); ++x; return nullptr; }
int main() {
  pthread_t p;
  pthread_create(&p, nullptr, t1, nullptr);
  b.lock(); a.lock(); ++x; a.unlock(); b.unlock();
  pthread_join(p, nullptr);
  assert(x == 2);
}
