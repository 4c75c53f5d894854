// expect: unsupported
// complete: no
// glibc's writer-preferring non-recursive rwlock: a reader that takes the read lock a
// second time while a writer waits blocks behind the writer, which waits for the reader (a
// deadlock). braid's rwlock lets readers in while a writer waits (glibc's default), so it
// refuses this kind at pthread_rwlockattr_setkind_np rather than say "no deadlock".
#define _GNU_SOURCE
#include <pthread.h>
pthread_rwlock_t rw;
int value;
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int a = value;
  pthread_rwlock_rdlock(&rw); // nested read, e.g. through a helper that locks again
  int b = value;
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_unlock(&rw);
  return (void *)(long)(a + b);
}
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value++;
  pthread_rwlock_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_rwlockattr_t attr;
  pthread_rwlockattr_init(&attr);
  pthread_rwlockattr_setkind_np(&attr, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
  pthread_rwlock_init(&rw, &attr);
  pthread_rwlockattr_destroy(&attr);
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
