// expect: data-race
// C11 threads: a detached thread writes a global that main reads after thrd_sleep; sleeping
// is no synchronisation, so the two accesses race.
#include <threads.h>
#include <time.h>
int result;
int worker(void *arg) { result = 5; thrd_exit(0); }
int main(void) {
  thrd_t t;
  thrd_create(&t, worker, 0);
  thrd_detach(t);
  struct timespec nap = {0, 1000000};
  thrd_sleep(&nap, 0);
  thrd_yield();
  return result == 5 ? 0 : 0;
}
