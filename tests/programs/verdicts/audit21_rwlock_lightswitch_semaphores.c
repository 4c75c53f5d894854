// expect: none
// algos: pop,sdpor,dc
// A reader-writer lock built the way "The Little Book of Semaphores" builds it: a binary
// semaphore `room_empty` held by the writer, or by the readers as a group (the first reader in
// waits for it, the last reader out posts it: the "lightswitch", its reader count guarded by
// a second binary semaphore). A semaphore may be posted by another thread than the one that
// waited, which is why the book uses one. Two readers and a writer: each reader sees the
// writer's pair of fields either both old or both new. gcc -O2, 200 runs: always right.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t room_empty, readers_mutex;
static int readers;
static int version, checksum;  // the writer keeps checksum == 10 * version
static void reader_lock(void) {
  sem_wait(&readers_mutex);
  if (++readers == 1) sem_wait(&room_empty);
  sem_post(&readers_mutex);
}
static void reader_unlock(void) {
  sem_wait(&readers_mutex);
  if (--readers == 0) sem_post(&room_empty);
  sem_post(&readers_mutex);
}
static void *reader(void *arg) {
  reader_lock();
  assert(checksum == 10 * version);
  reader_unlock();
  return arg;
}
static void *writer(void *arg) {
  sem_wait(&room_empty);
  version = 1;
  checksum = 10;
  sem_post(&room_empty);
  return arg;
}
int main(void) {
  sem_init(&room_empty, 0, 1);
  sem_init(&readers_mutex, 0, 1);
  pthread_t r1, r2, w;
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_join(r1, NULL);
  pthread_join(w, NULL);
  pthread_join(r2, NULL);
  assert(readers == 0);
  return 0;
}
