// expect: assertion
// classes: 4
// std::scoped_lock of two mutexes in opposite orders; main wrongly assumes its critical
// section comes first.
#include <cassert>
#include <mutex>
#include <pthread.h>
std::mutex a, b;
int x = 0;
void* t1(void*) { std::scoped_lock l(b, a); x = x * 2; return nullptr; }
int main() {
  pthread_t p;
  pthread_create(&p, nullptr, t1, nullptr);
  { std::scoped_lock l(a, b); x = x + 1; }
  pthread_join(p, nullptr);
  assert(x == 2);  // x == 1 when t1 goes first
}
