// expect: none
// classes: 12
// rf-classes: 12
// algos: sdpor,pop,dc
// Two recursive mutexes taken in nested helpers (a inside b inside a again): the re-entered
// locks and inner unlocks are invisible to other threads; a reader takes each mutex once.
// (DFS: 299 091 executions, 12 Mazurkiewicz and 12 reads-from classes; too slow for the corpus.)
#include <pthread.h>
#include <assert.h>
pthread_mutex_t a, b;
int x, y;
static void inner(void) {
  pthread_mutex_lock(&a);  // re-entered: held by the caller
  x++;
  pthread_mutex_unlock(&a);
}
static void middle(void) {
  pthread_mutex_lock(&b);
  y++;
  inner();
  pthread_mutex_unlock(&b);
}
void *writer(void *arg) {
  pthread_mutex_lock(&a);
  x++;
  middle();
  pthread_mutex_unlock(&a);
  return arg;
}
void *reader(void *arg) {
  pthread_mutex_lock(&b);
  int seen_y = y;
  pthread_mutex_unlock(&b);
  pthread_mutex_lock(&a);
  int seen_x = x;
  pthread_mutex_unlock(&a);
  assert(seen_x >= 0 && seen_y >= 0);
  return arg;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&a, &attr);
  pthread_mutex_init(&b, &attr);
  pthread_t w1, w2, r;
  pthread_create(&w1, 0, writer, 0);
  pthread_create(&w2, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  pthread_join(r, 0);
  assert(x == 4 && y == 2);
  return 0;
}
