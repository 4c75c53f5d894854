// A thread that never stops: a `bound` report whose trace is one long loop
// (tests/e2e/cli/test_reports.py folds it).
#include <pthread.h>

int ticks = 0;
int stop = 0;

void *spinner(void *arg) {
  (void)arg;
  while (!stop) {
    ticks = ticks + 1;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, spinner, 0);
  pthread_join(t, 0);
  return 0;
}
