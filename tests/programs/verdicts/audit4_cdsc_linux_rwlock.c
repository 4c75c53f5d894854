// expect: none
// CDSChecker's linuxrwlocks: a counter-based reader-writer spinlock (RW_LOCK_BIAS), readers
// decrement by 1, writers by the bias, each retrying after undoing a failed attempt.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define RW_LOCK_BIAS 0x00100000
atomic_int lock = RW_LOCK_BIAS;
int shared_data;
static void read_lock(void) {
  int prior = atomic_fetch_sub(&lock, 1);
  while (prior <= 0) {
    atomic_fetch_add(&lock, 1);
    while (atomic_load(&lock) <= 0) {}
    prior = atomic_fetch_sub(&lock, 1);
  }
}
static void read_unlock(void) { atomic_fetch_add(&lock, 1); }
static void write_lock(void) {
  int prior = atomic_fetch_sub(&lock, RW_LOCK_BIAS);
  while (prior != RW_LOCK_BIAS) {
    atomic_fetch_add(&lock, RW_LOCK_BIAS);
    while (atomic_load(&lock) != RW_LOCK_BIAS) {}
    prior = atomic_fetch_sub(&lock, RW_LOCK_BIAS);
  }
}
static void write_unlock(void) { atomic_fetch_add(&lock, RW_LOCK_BIAS); }
void *reader(void *arg) {
  read_lock();
  int v = shared_data;
  assert(v == 0 || v == 1);
  read_unlock();
  return arg;
}
void *writer(void *arg) {
  write_lock();
  shared_data = 1;
  write_unlock();
  return arg;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
