// expect: none
// complete: no
// algos: sdpor,pop,dc,qpor
// (Not dfs: it exceeds the time limit.) std::try_lock of two mutexes (libstdc++'s own
// all-or-nothing sequence of try_locks) against a std::lock of the same two in the other
// order: the verdict is incomplete (std-lock-model), as the try_locks could see the
// std::lock half done. 9 classes (dfs --count-classes, every algorithm agrees).
#include <cassert>
#include <mutex>
#include <pthread.h>
std::mutex a, b;
int x = 0;
void* t1(void*) { std::lock(b, a); ++x; a.unlock(); b.unlock(); return nullptr; }
int main() {
  pthread_t p;
  pthread_create(&p, nullptr, t1, nullptr);
  if (std::try_lock(a, b) == -1) { ++x; a.unlock(); b.unlock(); }
  pthread_join(p, nullptr);
  assert(x >= 1);
}
