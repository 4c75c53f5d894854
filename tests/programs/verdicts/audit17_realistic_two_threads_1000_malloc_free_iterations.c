// expect: none
// complete: no
// time-limit: 3
// Two threads, 1000 malloc/atomic add/free rounds each: time limit and memory must hold.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
#include <stdatomic.h>
atomic_long total;
void *w(void *a) { (void)a; for (int i = 0; i < 1000; i++) { int *p = malloc(64 * sizeof(int)); p[0] = i; atomic_fetch_add(&total, p[0]); free(p); } return 0; }
int main(void) {
  pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(total == 2 * 499500);
  return 0;
}
