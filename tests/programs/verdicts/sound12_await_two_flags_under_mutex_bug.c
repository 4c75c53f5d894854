// expect: assertion
// classes: 34
// rf-classes: 34
// A waiter polls two flags under a mutex (lock, read both, unlock) until either is set: one
// await loop, blocked on both flags. Producer 2 raises its flag before it fills its slot, so
// the waiter, woken by flag 2, can read the slot before it is written.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag1, flag2;
static int slot1, slot2;
static void *waiter(void *arg) {
  int a = 0, b = 0;
  for (;;) {
    pthread_mutex_lock(&m);
    a = flag1;
    b = flag2;
    pthread_mutex_unlock(&m);
    if (a || b) break;
  }
  pthread_mutex_lock(&m);
  if (b) assert(slot2 == 2);
  else assert(slot1 == 1);
  pthread_mutex_unlock(&m);
  return arg;
}
static void *producer1(void *arg) {
  pthread_mutex_lock(&m);
  slot1 = 1;
  flag1 = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
static void *producer2(void *arg) {
  pthread_mutex_lock(&m);
  flag2 = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  slot2 = 2;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, p1, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p1, 0, producer1, 0);
  pthread_create(&p2, 0, producer2, 0);
  pthread_join(w, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  return 0;
}
