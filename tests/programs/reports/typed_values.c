// Values printed with their C type (tests/e2e/cli/test_reports.py).
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

int temperature = 0;
unsigned int big = 0;
int target;
int *where = 0;
bool done = false;
char grade = 0;

void *worker(void *arg) {
  (void)arg;
  temperature = -5;
  big = 4000000000u;
  where = &target;
  done = true;
  grade = 'a';
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(temperature == 0);
  return 0;
}
