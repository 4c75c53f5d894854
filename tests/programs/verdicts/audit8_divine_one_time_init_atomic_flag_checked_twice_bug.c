// expect: assertion
// one-time init with an atomic `ready` flag checked before the lock but NOT re-checked under
// it (a broken double-checked init): two threads can both see 0 and both run the init.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int ready;
static atomic_int inits;
static void init_once(void) {
  if (!atomic_load(&ready)) {
    pthread_mutex_lock(&init_lock);
    atomic_fetch_add(&inits, 1);   /* no second check of `ready` here */
    atomic_store(&ready, 1);
    pthread_mutex_unlock(&init_lock);
  }
}
static void *user(void *arg) { init_once(); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, NULL);
  pthread_create(&b, NULL, user, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load(&inits) == 1);
  return 0;
}
