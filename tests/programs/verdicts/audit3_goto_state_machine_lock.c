// expect: none
// classes: 12
// goto-based state machine (driver style): acquire, check, retry through labels, error path
// releases through a single exit label.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int resource = 0, owner_count = 0;
int claim(int who) {
  int ret = -1, tries = 0;
again:
  pthread_mutex_lock(&m);
  if (resource != 0) goto busy;
  resource = who;
  owner_count++;
  ret = 0;
  goto out;
busy:
  pthread_mutex_unlock(&m);
  if (++tries < 2) goto again;
  return ret;
out:
  pthread_mutex_unlock(&m);
  return ret;
}
void release(int who) {
  pthread_mutex_lock(&m);
  if (resource == who) { resource = 0; owner_count--; }
  pthread_mutex_unlock(&m);
}
void *user(void *arg) {
  int who = (int)(long)arg;
  if (claim(who) == 0) {
    pthread_mutex_lock(&m);
    assert(owner_count == 1 && resource == who);
    pthread_mutex_unlock(&m);
    release(who);
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, user, (void *)1L);
  pthread_create(&b, 0, user, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(resource == 0 && owner_count == 0);
  return 0;
}
