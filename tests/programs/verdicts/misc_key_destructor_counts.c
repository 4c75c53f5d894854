// expect: none
// pthread_key_create with a destructor that frees each thread's value and counts it; the
// destructors run at thread exit, so after both joins the count is 2.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
pthread_key_t key;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int freed;
static void release(void *p) { free(p); pthread_mutex_lock(&m); freed++; pthread_mutex_unlock(&m); }
void *worker(void *arg) {
  int *mine = malloc(sizeof *mine);
  *mine = (int)(long)arg;
  pthread_setspecific(key, mine);
  int *back = pthread_getspecific(key);
  assert(back == mine && *back == (int)(long)arg);
  return 0;
}
int main(void) {
  pthread_key_create(&key, release);
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1L); pthread_create(&b, 0, worker, (void *)2L);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(freed == 2);
  pthread_key_delete(key);
  return 0;
}
