// expect: none
// Three threads need a configuration table; pthread_once builds it exactly once and every
// caller sees it built.
#include <pthread.h>
#include <assert.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int table[4], builds;
static void build(void) { for (int i = 0; i < 4; i++) table[i] = i * i; builds++; }
static void *user(void *arg) {
  pthread_once(&once, build);
  assert(table[3] == 9);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, user, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(builds == 1);
  return 0;
}
