// expect: data-race, assertion
// classes: 6
// rf-classes: 6
// The checker reads x and y without the lock and asserts they agree, then counts under the
// lock; the updater writes both and counts too. The class where the checker reads y before
// the update (assertion holds) and the updater's count comes first must be explored: its
// read of y is the one an assertion-failing run ended with.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x, y, count;
void *updater(void *arg) {
  x = 1;
  y = 1;
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *checker(void *arg) {
  int a = x;
  int b = y;
  assert(a == b);
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t u, c;
  pthread_create(&u, 0, updater, 0);
  pthread_create(&c, 0, checker, 0);
  pthread_join(u, 0);
  pthread_join(c, 0);
  return 0;
}
