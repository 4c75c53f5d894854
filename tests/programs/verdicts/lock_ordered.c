// expect: none
// Two locks always taken in the same order.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int x, y;
void *t1(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); x++; y++; pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *t2(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); x--; y--; pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, t1, 0); pthread_create(&q, 0, t2, 0);
  pthread_join(p, 0); pthread_join(q, 0);
  assert(x == 0 && y == 0);
  return 0;
}
