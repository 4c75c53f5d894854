// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// pthread-divine one_time_init style: every thread calls get_table(), which fills the table
// the first time; the `ready` flag is read and written only under the mutex.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static int ready, inits;
static int table[4];
static int *get_table(void) {
  pthread_mutex_lock(&init_lock);
  if (!ready) {
    for (int i = 0; i < 4; i++) table[i] = i * i;
    inits++;
    ready = 1;
  }
  pthread_mutex_unlock(&init_lock);
  return table;
}
static void *user(void *arg) {
  int *t = get_table();
  assert(t[3] == 9);
  return arg;
}
int main(void) {
  pthread_t th[3];
  for (int i = 0; i < 3; i++) pthread_create(&th[i], NULL, user, NULL);
  for (int i = 0; i < 3; i++) pthread_join(th[i], NULL);
  assert(inits == 1);
  return 0;
}
