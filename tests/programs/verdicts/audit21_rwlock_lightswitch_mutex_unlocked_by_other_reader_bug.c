// expect: misuse
// algos: pop,sdpor,dc,qpor
// audit21_rwlock_lightswitch_semaphores.c written with pthread mutexes, as it often is: the
// first reader in locks `room_empty`, the last reader out unlocks it. When reader 1 comes in
// first and reader 2 goes out last, reader 2 unlocks a mutex that reader 1 locked: undefined
// for a default mutex (POSIX: "If the mutex type is PTHREAD_MUTEX_DEFAULT, attempting to
// unlock the mutex if it was not locked by the calling thread results in undefined
// behavior"); glibc happens to allow it, so natively it always "works" (gcc -O2, 200 runs),
// and with an error-checking mutex the unlock fails with EPERM and the writer waits for ever.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t room_empty = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t readers_mutex = PTHREAD_MUTEX_INITIALIZER;
static int readers;
static int version, checksum;
static void reader_lock(void) {
  pthread_mutex_lock(&readers_mutex);
  if (++readers == 1) pthread_mutex_lock(&room_empty);
  pthread_mutex_unlock(&readers_mutex);
}
static void reader_unlock(void) {
  pthread_mutex_lock(&readers_mutex);
  if (--readers == 0) pthread_mutex_unlock(&room_empty);  // perhaps another reader's lock
  pthread_mutex_unlock(&readers_mutex);
}
static void *reader(void *arg) {
  reader_lock();
  assert(checksum == 10 * version);
  reader_unlock();
  return arg;
}
static void *writer(void *arg) {
  pthread_mutex_lock(&room_empty);
  version = 1;
  checksum = 10;
  pthread_mutex_unlock(&room_empty);
  return arg;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_join(r1, NULL);
  pthread_join(w, NULL);
  pthread_join(r2, NULL);
  return 0;
}
