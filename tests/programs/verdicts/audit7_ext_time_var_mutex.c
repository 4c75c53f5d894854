// expect: none
// pthread-ext style: the writer sets `busy` (under m_busy) before writing `block`; the
// checker writes `block` only while holding m_busy and seeing busy == 0, so its write is
// ordered before the writer's by m_busy. No race, no assertion failure.
#include <assert.h>
#include <pthread.h>
int block, busy, inode;
pthread_mutex_t m_inode = PTHREAD_MUTEX_INITIALIZER, m_busy = PTHREAD_MUTEX_INITIALIZER;
void *allocator(void *arg) {
  pthread_mutex_lock(&m_inode);
  if (inode == 0) {
    pthread_mutex_lock(&m_busy);
    busy = 1;
    pthread_mutex_unlock(&m_busy);
    inode = 1;
  }
  block = 1;
  assert(block == 1);
  pthread_mutex_unlock(&m_inode);
  return arg;
}
void *releaser(void *arg) {
  pthread_mutex_lock(&m_busy);
  if (busy == 0) {
    block = 0;
    assert(block == 0);
  }
  pthread_mutex_unlock(&m_busy);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, allocator, 0);
  pthread_create(&b, 0, releaser, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
