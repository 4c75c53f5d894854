// expect: none
// classes: 3
// C11 threads: a waiter polls an atomic flag with thrd_yield and thrd_sleep between polls
// (a realistic back-off), then reads the data published before the flag.
#include <threads.h>
#include <stdatomic.h>
#include <time.h>
#include <assert.h>
static atomic_bool ready;
static int data;
static int publisher(void *arg) {
  data = 99;
  atomic_store_explicit(&ready, 1, memory_order_release);
  return 0;
}
static int waiter(void *arg) {
  while (!atomic_load_explicit(&ready, memory_order_acquire)) {
    thrd_yield();
    thrd_sleep(&(struct timespec){ .tv_nsec = 1000 }, NULL);
  }
  assert(data == 99);
  return 0;
}
int main(void) {
  thrd_t p, w;
  thrd_create(&w, waiter, 0);
  thrd_create(&p, publisher, 0);
  thrd_join(p, NULL);
  thrd_join(w, NULL);
  return 0;
}
