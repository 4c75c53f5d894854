// expect: none
// classes: 12
// rf-classes: 12
// The correct twin of sound12_await_two_flags_under_mutex_bug.c: each producer fills its
// slot before it raises its flag, in one critical section, and the waiter polls both flags
// under the mutex (one await loop blocked on two flags).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag[2];
static int slot[2];
static void *waiter(void *arg) {
  int seen = -1;
  while (seen < 0) {
    pthread_mutex_lock(&m);
    if (flag[0]) seen = 0;
    else if (flag[1]) seen = 1;
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  assert(slot[seen] == seen + 10);
  pthread_mutex_unlock(&m);
  return arg;
}
static void *producer(void *arg) {
  const int k = (int)(long)arg;
  pthread_mutex_lock(&m);
  slot[k] = k + 10;
  flag[k] = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, p0, p1;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p0, 0, producer, (void *)0L);
  pthread_create(&p1, 0, producer, (void *)1L);
  pthread_join(w, 0);
  pthread_join(p0, 0);
  pthread_join(p1, 0);
  return 0;
}
