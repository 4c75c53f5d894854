// expect: none
// classes: 6
// Lazy initialisation of a lookup table with pthread_once from three threads; every reader
// sees the table filled.
#include <assert.h>
#include <pthread.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int table[4];
static int init_calls;
static void init_table(void) {
  init_calls++;
  for (int i = 0; i < 4; i++) table[i] = i * i;
}
void *worker(void *arg) {
  pthread_once(&once, init_table);
  assert(table[3] == 9);
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(init_calls == 1);
  return 0;
}
