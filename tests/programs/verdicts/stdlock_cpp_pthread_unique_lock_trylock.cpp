// expect: none
// complete: no
// classes: 4
// std::lock of two std::unique_locks (std::defer_lock) against a try_lock of one of the
// mutexes: the try_lock could see the std::lock half done, which the model does not show,
// so the verdict is incomplete (std-lock-model).
#include <cassert>
#include <mutex>
#include <pthread.h>
std::mutex a, b;
int x = 0, seen = 0;
void* t1(void*) { std::unique_lock<std::mutex> l1(a, std::defer_lock), l2(b, std::defer_lock); std::lock(l2, l1); ++x; return nullptr; }
int main() {
  pthread_t p;
  pthread_create(&p, nullptr, t1, nullptr);
  if (b.try_lock()) { ++x; b.unlock(); }
  pthread_join(p, nullptr);
  assert(x >= 1);
}
