// expect: data-race
// classes: 6
// A home-made recursive lock compares pthread_self() with the owner field read without the lock.
#include <pthread.h>
#include <assert.h>
struct rlock { pthread_mutex_t m; pthread_t owner; int held; int count; };
struct rlock L = {PTHREAD_MUTEX_INITIALIZER, 0, 0, 0};
int counter;
static void rlock_acquire(struct rlock *l) {
  if (l->held && pthread_equal(l->owner, pthread_self())) { l->count++; return; }
  pthread_mutex_lock(&l->m); l->owner = pthread_self(); l->held = 1; l->count = 1;
}
static void rlock_release(struct rlock *l) { if (--l->count == 0) { l->held = 0; pthread_mutex_unlock(&l->m); } }
void *t(void *a) { (void)a; rlock_acquire(&L); rlock_acquire(&L); counter++; rlock_release(&L); rlock_release(&L); return 0; }
int main(void) {
  pthread_t x, y; pthread_create(&x, 0, t, 0); pthread_create(&y, 0, t, 0);
  pthread_join(x, 0); pthread_join(y, 0); assert(counter == 2); return 0;
}
