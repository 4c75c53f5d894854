// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A sensor thread parses a reading with sscanf straight into a shared struct (an int and a
// string field); main reads the struct under the same mutex.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK pthread_mutex_lock(&m)
#define UNLOCK pthread_mutex_unlock(&m)
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
