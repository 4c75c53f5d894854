// races: two threads increment a plain int: read/write and write/write races on `counter`.
#include <pthread.h>

int counter = 0;

static void *worker(void *arg) {
  (void)arg;
  counter++;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
