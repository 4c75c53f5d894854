// expect: none
// complete: no
// A C++ global initialised from __VERIFIER_nondet_int() runs in static initialisation,
// before any execution, where no value assignment reaches it: the call returns 0, the
// assertion that fails for 1 holds, and the verdict must say a nondet value was fixed
// (nondet-inputs), not "complete".
#include <cassert>
#include <pthread.h>
extern "C" int __VERIFIER_nondet_int(void);
int mode = __VERIFIER_nondet_int();
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *) {
  pthread_mutex_lock(&m);
  hits += mode == 1 ? 2 : 1;
  pthread_mutex_unlock(&m);
  return nullptr;
}
int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_join(t, nullptr);
  assert(hits == 1);
  return 0;
}
