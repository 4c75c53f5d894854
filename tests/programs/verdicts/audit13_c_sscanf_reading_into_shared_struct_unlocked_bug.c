// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// sscanf writes the shared reading while main reads it, without the mutex; main can also
// read the new id with the old unit (sscanf stores its targets one after the other).
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK (void)0
#define UNLOCK (void)0
struct reading { int id; char unit[8]; };
static struct reading last = {0, "none"};
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *sensor(void *arg) {
  LOCK;
  sscanf(arg, "%d %7s", &last.id, last.unit);
  UNLOCK;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, sensor, "7 kPa");
  LOCK;
  int id = last.id;
  int c = last.unit[0];
  UNLOCK;
  pthread_join(t, 0);
  assert((id == 0 && c == 'n') || (id == 7 && c == 'k'));
  return 0;
}
