// expect: assertion, data-race
// C11 threads without the mutex.
#include <threads.h>
#include <assert.h>
int counter;
int worker(void *arg) { counter++; return 0; }
int main(void) {
  thrd_t t1, t2;
  thrd_create(&t1, worker, 0); thrd_create(&t2, worker, 0);
  thrd_join(t1, 0); thrd_join(t2, 0);
  assert(counter == 2);
  return 0;
}
