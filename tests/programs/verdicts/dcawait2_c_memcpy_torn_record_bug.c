// expect: assertion
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// A writer publishes a 24-byte record with memcpy under a mutex; a reader takes the mutex
// twice, once per field it reads, and so can see the old first field and the new last
// one: the assertion that both come from one record fails. The copy is the program's own
// write of more than 8 bytes over fields read with 8: dc explores it natively.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
struct record { uint64_t version, payload, check; } slot;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *writer(void *arg) {
  struct record next = {1, 42, 1};
  pthread_mutex_lock(&m);
  memcpy(&slot, &next, sizeof next);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  pthread_mutex_lock(&m);
  uint64_t version = slot.version;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  uint64_t check = slot.check;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(version == check);
  return 0;
}
