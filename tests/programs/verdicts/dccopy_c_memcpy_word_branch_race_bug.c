// expect: data-race
// algos: dfs,sdpor,pop,dc
// classes: 4
// rf-classes: 4
// A writer copies a word into a shared slot with memcpy; a reader copies it out with memcpy
// and branches on it; main reads it plainly. The copies are unsynchronised: a data race.
// dc's dead-call search replays the value each copy wrote: before the runtime recorded a
// copy's value (0 for every memcpy), it modelled the copied word as 0, met an outcome no run
// had shown, and ran 2 redundant runs here (0 now).
#include <assert.h>
#include <pthread.h>
#include <string.h>
long slot, seen;
long source = 5;
void *writer(void *arg) { memcpy(&slot, &source, sizeof slot); return arg; }
void *reader(void *arg) {
  long v;
  memcpy(&v, &slot, sizeof v);
  if (v == 5) seen = 1;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  long mine = slot;
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(mine == 0 || mine == 5);
  return 0;
}
