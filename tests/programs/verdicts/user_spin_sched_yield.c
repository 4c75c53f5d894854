// expect: none
// The most common hand-written wait: `while (!ready) sched_yield();` with C11 atomics.
// sched_yield changes nothing the program can see, so the loop is an await loop.
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int ready;
static int payload;
static void *producer(void *arg) { payload = 7; atomic_store(&ready, 1); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  while (!atomic_load(&ready)) sched_yield();
  assert(payload == 7);
  pthread_join(t, 0);
  return 0;
}
