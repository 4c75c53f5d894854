// expect: none
// classes: 2
// rf-classes: 2
// A thread creates a grandchild and hands its id to main under a condvar; main joins it.
#include <pthread.h>
#include <assert.h>
pthread_t grandchild;
int ready, value;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
void *gc(void *a) { (void)a; value = 42; return 0; }
void *child(void *a) {
  (void)a;
  pthread_t g; pthread_create(&g, 0, gc, 0);
  pthread_mutex_lock(&m); grandchild = g; ready = 1; pthread_cond_signal(&c); pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t ch; pthread_create(&ch, 0, child, 0);
  pthread_mutex_lock(&m); while (!ready) pthread_cond_wait(&c, &m); pthread_t g = grandchild; pthread_mutex_unlock(&m);
  pthread_join(g, 0);
  assert(value == 42);
  pthread_join(ch, 0);
  return 0;
}
