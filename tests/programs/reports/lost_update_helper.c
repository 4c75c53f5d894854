// A lost update inside a helper called from two threads: the assertion's key steps tell
// where the value came from (tests/e2e/cli/test_reports.py).
#include <assert.h>
#include <pthread.h>

int hits = 0;

void count_hit(void) {
  int seen = hits;  // read
  hits = seen + 1;  // write: may overwrite the other thread's
}

void *first(void *arg) {
  (void)arg;
  count_hit();
  return 0;
}

void *second(void *arg) {
  (void)arg;
  count_hit();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(hits == 2);
  return 0;
}
