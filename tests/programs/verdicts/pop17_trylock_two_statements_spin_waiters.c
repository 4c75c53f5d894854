// expect: none
// classes: 148
// complete: yes
// MODE=6 seed 187 of the random trylock programs, minimised: two threads take m in a trylock
// retry loop, a third tries once and then loops too. Its two trylocks in a row are two
// statements, not a retry: the second heads a read schedule of an unlock where it fails
// (pop 150 executions for DFS's 148 before, docs/algorithms.md, "Trylock statements in a row").
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void spin_lock(void) {
  while (pthread_mutex_trylock(&m) != 0) {
  }
  pthread_mutex_unlock(&m);
}
static void *spinner(void *arg) {
  (void)arg;
  spin_lock();
  return 0;
}
static void *try_then_spin(void *arg) {
  (void)arg;
  if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
  spin_lock();
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, spinner, 0);
  pthread_create(&b, 0, spinner, 0);
  pthread_create(&c, 0, try_then_spin, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
