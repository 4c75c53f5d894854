// expect: none
// pthread_once from two threads: the initialiser runs once, and both callers see its
// effect after their call returns.
#include <pthread.h>
#include <assert.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int table[4], init_runs;
static void init_table(void) { init_runs++; for (int i = 0; i < 4; i++) table[i] = i * i; }
void *user(void *arg) {
  pthread_once(&once, init_table);
  assert(table[3] == 9);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, user, 0); pthread_create(&b, 0, user, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(init_runs == 1);
  return 0;
}
