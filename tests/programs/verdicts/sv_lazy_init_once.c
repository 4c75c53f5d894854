// expect: none
// Lazy initialisation with pthread_once: the routine runs once, and its effect is visible to both.
#include <pthread.h>
#include <assert.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int table[4];
int inits = 0;
void init(void) { inits++; for (int i = 0; i < 4; i++) table[i] = i * i; }
void *worker(void *arg) { pthread_once(&once, init); assert(table[3] == 9); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(inits == 1);
  return 0;
}
