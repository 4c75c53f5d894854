// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A 16-byte record cleared whole by main (memset) and one field stored by a worker, both
// under a mutex: the clear writes both fields' cells at once. A write of more than 8 bytes
// records no value, but it is the program's own, so dc explores it natively, one execution
// per reads-from class (a library's such write falls back: docs/algorithms.md, "Bulk
// writes").
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
struct record { uint64_t id; uint64_t hits; } rec;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *bump(void *arg) {
  pthread_mutex_lock(&m);
  rec.hits = 7;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, bump, 0);
  pthread_mutex_lock(&m);
  memset(&rec, 0, sizeof rec);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  uint64_t hits = rec.hits;
  assert(hits == 0 || hits == 7);
  return 0;
}
