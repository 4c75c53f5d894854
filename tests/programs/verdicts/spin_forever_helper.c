// expect: deadlock
// complete: yes
// A retry loop through a helper that nobody ever releases: reported at once as a thread
// that spins forever (a deadlock), not as a bound after many iterations.
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;

__attribute__((noinline)) static int is_ready(void) { return atomic_load(&ready); }

static void *waiter(void *arg) {
  (void)arg;
  while (!is_ready()) {
  }
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, waiter, 0);
  pthread_join(a, 0);
  return 0;
}
