// Correct: two threads add to an atomic counter three times each; the total is 6.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int counter = 0;

static void* add(void* arg) {
  (void)arg;
  for (int k = 0; k < 3; k++) atomic_fetch_add(&counter, 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, add, 0);
  pthread_create(&b, 0, add, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&counter) == 6);
  return 0;
}
