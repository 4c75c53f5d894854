// expect: assertion, data-race
// Each thread has its own pthread_once_t (a local), so the "one-time" initialisation runs
// once per thread: two threads write the shared table unsynchronised.
#include <pthread.h>
#include <assert.h>
static int table[4], inits;
static void init_table(void) {
  for (int i = 0; i < 4; i++) table[i] = i * i;
  inits++;
}
static void *user(void *arg) {
  pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, init_table);
  return (void *)(long)table[3];
}
int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, NULL, user, NULL);
  pthread_create(&b, NULL, user, NULL);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert(inits == 1);
  return 0;
}
