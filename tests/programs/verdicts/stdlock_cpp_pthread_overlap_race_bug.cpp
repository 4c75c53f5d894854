// expect: data-race
// classes: 8
// Two std::locks of overlapping sets; y is written after the locks are released: a data race.
#include <mutex>
#include <pthread.h>
std::mutex a, b, c;
int x = 0, y = 0;
void* t1(void*) { std::lock(a, b); ++x; a.unlock(); b.unlock(); y = 1; return nullptr; }
int main() {
  pthread_t p;
  pthread_create(&p, nullptr, t1, nullptr);
  std::lock(c, b); ++x; b.unlock(); c.unlock();
  y = 2;
  pthread_join(p, nullptr);
}
