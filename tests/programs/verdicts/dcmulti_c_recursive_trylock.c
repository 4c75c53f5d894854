// expect: none
// classes: 5
// rf-classes: 5
// Another thread tries a recursive mutex once while its holder re-enters it: the failed
// trylock observes the latest lock operation (the outer lock, the re-entered lock or the
// inner unlock: three reads-from classes), a success the initial state or the outer unlock.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m;
int inside;
void *holder(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m);
  inside = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}
void *prober(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    int seen = inside;
    pthread_mutex_unlock(&m);
    assert(seen == 0 || seen == 1);
  }
  return arg;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t h, p;
  pthread_create(&h, 0, holder, 0);
  pthread_create(&p, 0, prober, 0);
  pthread_join(h, 0);
  pthread_join(p, 0);
  return 0;
}
