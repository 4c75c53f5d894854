// expect: none
// complete: yes
// classes: 12
// rf-classes: 12
// A waiter polls a counter under a mutex (lock, read, unlock: an await loop the runtime holds
// after an idle round) until two setters have each added one in their own critical
// section. On several workers QPOR's eager split may give a unit pinned to the waiter's next
// lock after an idle round, which the runtime holds (docs/algorithms.md, "Eager split").
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *waiter(void *arg) {
  (void)arg;
  int seen = 0;
  while (seen < 2) {
    pthread_mutex_lock(&m);
    seen = count;
    pthread_mutex_unlock(&m);
  }
  assert(seen == 2);
  return 0;
}

static void *setter(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  ++count;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t w, s1, s2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s1, 0, setter, 0);
  pthread_create(&s2, 0, setter, 0);
  pthread_join(w, 0);
  pthread_join(s1, 0);
  pthread_join(s2, 0);
  return 0;
}
