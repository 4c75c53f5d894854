// expect: none
// classes: 4
// atomic_flag spinlock behind lock()/unlock() helper calls (the retry loop goes through a call).
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <assert.h>
static atomic_flag guard = ATOMIC_FLAG_INIT;
static int inside, total;
static bool try_enter(void) { return !atomic_flag_test_and_set_explicit(&guard, memory_order_acquire); }
static void enter(void) { while (!try_enter()) { } }
static void leave(void) { atomic_flag_clear_explicit(&guard, memory_order_release); }
void *worker(void *arg) {
  enter();
  inside++;
  assert(inside == 1);
  total++;
  inside--;
  leave();
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total == 2);
  return 0;
}
