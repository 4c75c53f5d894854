// expect: deadlock
// The write-back spin loop without the mutex: the waiter reads 0, main sets the flag, the
// waiter stores its 0 back over it and then spins for ever (a lost wake-up) while main
// waits in pthread_join. The loop is an await loop, so this is a deadlock, not a `bound`.
#include <pthread.h>
int flag;
void *waiter(void *a) {
  for (;;) {
    int v = __atomic_load_n(&flag, __ATOMIC_SEQ_CST);
    if (v) break;
    __atomic_store_n(&flag, v, __ATOMIC_SEQ_CST);
  }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST);
  pthread_join(t, 0);
  return 0;
}
