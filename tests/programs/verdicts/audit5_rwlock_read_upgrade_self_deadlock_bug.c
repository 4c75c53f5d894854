// expect: deadlock
// A reader "upgrades" by asking for the write lock while it holds the read lock: glibc does
// not detect it (EDEADLK is only for the writer relocking) and the thread waits for itself
// forever. (braid returned EDEADLK, the program went on, and the verdict blamed a later
// unlock as a misuse.)
#include <pthread.h>
#include <stdio.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *upgrader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  if (value == 0) {
    pthread_rwlock_wrlock(&rw); // upgrade: never returns
    value = 1;
    pthread_rwlock_unlock(&rw);
  }
  pthread_rwlock_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, upgrader, 0);
  pthread_join(t, 0);
  printf("%d\n", value);
  return 0;
}
