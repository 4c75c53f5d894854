// expect: none
// flags: --max-executions=2
// complete: no
// A correct program checked with an execution limit smaller than its schedules: exit 4, INCOMPLETE.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0); pthread_create(&t3, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); pthread_join(t3, 0);
  assert(counter == 3);
  return 0;
}
