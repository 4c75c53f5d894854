// expect: data-race,assertion
// The retry of tryloop_spin_trylock_helper.c is done once only: a thread that failed the
// second attempt too goes on without the lock and loses an update.
#include <assert.h>
#include <pthread.h>

static pthread_spinlock_t spin;
static int counter;

static void *worker(void *arg) {
  (void)arg;
  int tries = 0;
  int held = 0;
  while (tries < 2 && !(held = pthread_spin_trylock(&spin) == 0)) tries++;
  counter++;
  if (held) pthread_spin_unlock(&spin);
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
  return 0;
}
