// expect: deadlock
// goto error-path bug: the early `goto out` skips the unlock, so main's final lock blocks forever.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int slots = 1;
int take(void) {
  int ret = 0;
  pthread_mutex_lock(&m);
  if (slots == 0) { ret = -1; goto out; }
  slots--;
  pthread_mutex_unlock(&m);
out:
  return ret;
}
void *user(void *arg) { take(); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, user, 0);
  pthread_create(&b, 0, user, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_mutex_lock(&m); /* blocks: the failed taker still holds m */
  pthread_mutex_unlock(&m);
  return 0;
}
