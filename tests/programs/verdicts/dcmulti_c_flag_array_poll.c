// expect: none
// classes: 5
// rf-classes: 5
// A loop over an array of three flags, unrolled in the waiting loop's condition: the round
// observes three locations (dc falls back to pop); two producers set one flag each.
#include <pthread.h>
#include <stdatomic.h>
atomic_int flags[3];
void *waiter(void *arg) {
  while (!atomic_load(&flags[0]) && !atomic_load(&flags[1]) && !atomic_load(&flags[2])) {
  }
  return arg;
}
void *producer(void *arg) {
  atomic_store(&flags[(long)arg], 1);
  return 0;
}
int main(void) {
  pthread_t w, p0, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p0, 0, producer, (void *)0L);
  pthread_create(&p2, 0, producer, (void *)2L);
  pthread_join(w, 0);
  pthread_join(p0, 0);
  pthread_join(p2, 0);
  return 0;
}
