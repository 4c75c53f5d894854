// expect: assertion
// complete: yes
// A zero-deadline timed lock in a loop: the caller checks the result (no race), but counts
// on every attempt succeeding; one that finds the mutex held times out.
#include <pthread.h>
#include <time.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int counter;
void *t(void *p) { struct timespec ts = {0, 0}; for (int k = 0; k < 2; k++) { int r = pthread_mutex_timedlock(&m, &ts); if (r == 0) { counter++; pthread_mutex_unlock(&m); } else assert(r == ETIMEDOUT); } return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0); pthread_join(a, 0); pthread_join(b, 0); assert(counter == 4); return 0; }
