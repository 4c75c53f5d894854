// expect: none
// classes: 2
// rf-classes: 2
// An unsigned short limit drawn by a worker is published under a lock and compared by main
// after promotion to int (a zero extension): the values split into the cells the comparison
// cuts, one value of each is explored, and the verdict is complete (trust19); the check
// holds for each.
#include <assert.h>
#include <pthread.h>
extern unsigned short __VERIFIER_nondet_ushort(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned short limit;
int over;
void *worker(void *arg) {
  unsigned short n = __VERIFIER_nondet_ushort();
  pthread_mutex_lock(&m);
  limit = n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (limit > 60000) over = 1;
  assert(over == 0 || over == 1);
  return 0;
}
