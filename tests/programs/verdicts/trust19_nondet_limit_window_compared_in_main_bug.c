// expect: assertion
// The drawn limit is stored under a lock and main tests it against a window (5000, 5003):
// the stored global is only compared with constants, so its values split into the cells
// those comparisons cut (..5000, 5001..5002, 5003..) and one value of each is explored
// (trust19); the bug needs the middle cell.
#include <pthread.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned int limit;
void *worker(void *arg) {
  unsigned int n = __VERIFIER_nondet_uint();
  pthread_mutex_lock(&m);
  limit = n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (limit > 5000u && limit < 5003u) reach_error();
  return 0;
}
