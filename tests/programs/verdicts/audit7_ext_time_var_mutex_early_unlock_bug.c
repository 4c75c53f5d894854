// expect: data-race, assertion
// The time_var_mutex idiom with the checker releasing m_busy before it writes `block`: the
// allocator can now set busy and write block = 1 concurrently (a race), and its assertion
// can see the checker's 0.
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
  int was_busy = busy;
  pthread_mutex_unlock(&m_busy);
  if (was_busy == 0)
    block = 0;
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
