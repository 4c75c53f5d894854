// expect: none
// classes: 7
// C++: a waiter on two std::atomic<bool> flags (`while (!a && !b)`), each published by
// its own thread after writing a value (pthreads keep the interleavings few for DFS).
#include <pthread.h>

#include <atomic>
#include <cassert>
std::atomic<bool> a{false}, b{false};
int va, vb;
void *waiter(void *) {
  while (!a.load() && !b.load()) {
  }
  if (a.load()) assert(va == 1);
  else assert(vb == 2);
  return nullptr;
}
void *set_a(void *) {
  va = 1;
  a.store(true);
  return nullptr;
}
void *set_b(void *) {
  vb = 2;
  b.store(true);
  return nullptr;
}
int main() {
  pthread_t w, p, q;
  pthread_create(&w, nullptr, waiter, nullptr);
  pthread_create(&p, nullptr, set_a, nullptr);
  pthread_create(&q, nullptr, set_b, nullptr);
  pthread_join(w, nullptr);
  pthread_join(p, nullptr);
  pthread_join(q, nullptr);
  return 0;
}
