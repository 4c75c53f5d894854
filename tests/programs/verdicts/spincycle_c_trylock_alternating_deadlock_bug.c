// expect: deadlock
// classes: 2
// The twin of spincycle_c_trylock_alternating.c whose other thread keeps one mutex until
// the alternating thread has taken both: when it takes that mutex first, the alternating
// thread's attempts fail forever (a round of two idle iterations) and it waits for a flag
// that never comes.
#include <pthread.h>
#include <stdatomic.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
atomic_int done;
int counter;
void lock_both(void) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) return;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
}
void *alternating(void *arg) {
  lock_both();
  counter++;
  atomic_store(&done, 1);
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *holder(void *arg) {
  pthread_mutex_lock(&m[1]);
  while (!atomic_load(&done)) {
  }
  pthread_mutex_unlock(&m[1]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
