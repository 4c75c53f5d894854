// expect: assertion
// classes: 3
// rf-classes: 3
// A holder checks "do I hold it?" with a trylock (EBUSY) while a prober tries the same mutex;
// the assertion fails when the prober gets in first. Both trylock rules of the lock race at once.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int log_[3], n, misses;
static int holding(pthread_mutex_t *mx) { int r = pthread_mutex_trylock(mx); if (r == 0) { pthread_mutex_unlock(mx); return 0; } return 1; }
void *owner(void *a) { pthread_mutex_lock(&m); assert(holding(&m)); log_[n++] = *(int *)a; pthread_mutex_unlock(&m); return 0; }
void *prober(void *a) { if (pthread_mutex_trylock(&m) == 0) { log_[n++] = *(int *)a; pthread_mutex_unlock(&m); } else __atomic_fetch_add(&misses, 1, __ATOMIC_RELAXED); return 0; }
int main(void) {
  int ids[2] = {1, 2}; pthread_t x, y;
  pthread_create(&x, 0, owner, &ids[0]); pthread_create(&y, 0, prober, &ids[1]);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(!(n == 2 && log_[0] == 2)); /* fails when the prober gets in first */
  return 0;
}
