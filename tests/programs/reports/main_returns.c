// `main` returns a failure status: an `exit` bug (tests/e2e/cli/test_reports.py).
#include <pthread.h>

int ok = 0;

void *worker(void *arg) {
  (void)arg;
  ok = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (ok) return 0;
  pthread_join(t, 0);
  return 1;
}
