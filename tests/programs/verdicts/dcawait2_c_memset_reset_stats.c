// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 6
// rf-classes: 6
// A statistics record reset whole (memset, 12 bytes) by one thread while two others bump
// its fields one at a time, all under one mutex; main reads the total at the end. The
// reset is the program's own write of more than 8 bytes over fields other threads access
// with 4 bytes: dc explores it natively (docs/algorithms.md, "Bulk writes").
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
struct stats { uint32_t hits, misses, total; } st;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *hit(void *arg) {
  pthread_mutex_lock(&m);
  st.hits++;
  st.total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *miss(void *arg) {
  pthread_mutex_lock(&m);
  st.misses++;
  st.total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *reset(void *arg) {
  pthread_mutex_lock(&m);
  memset(&st, 0, sizeof st);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, hit, 0);
  pthread_create(&b, 0, miss, 0);
  pthread_create(&c, 0, reset, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(st.total == st.hits + st.misses);
  return 0;
}
