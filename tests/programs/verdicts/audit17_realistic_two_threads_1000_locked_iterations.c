// expect: none
// complete: no
// time-limit: 3
// Two threads, 1000 locked additions each: no algorithm finishes; --time-limit must hold and
// the verdict must say incomplete.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long total;
void *w(void *a) { (void)a; for (int i = 0; i < 1000; i++) { pthread_mutex_lock(&m); total += i; pthread_mutex_unlock(&m); } return 0; }
int main(void) {
  pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(total == 2 * 499500);
  return 0;
}
