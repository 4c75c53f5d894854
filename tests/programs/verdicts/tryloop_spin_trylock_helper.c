// expect: none
// classes: 4
// pthread_spin_trylock retried through a helper function (`while (!try_enter()) {}`):
// a failed attempt observed the lock held and changed nothing.
#include <assert.h>
#include <pthread.h>

static pthread_spinlock_t spin;
static int counter;

static int try_enter(void) { return pthread_spin_trylock(&spin) == 0; }

static void *worker(void *arg) {
  (void)arg;
  while (!try_enter()) {
  }
  counter++;
  pthread_spin_unlock(&spin);
  return 0;
}

int main(void) {
  pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  pthread_spin_destroy(&spin);
  return 0;
}
