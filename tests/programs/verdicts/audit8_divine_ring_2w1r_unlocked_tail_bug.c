// expect: data-race
// pthread-divine ring_2w1r style: two writers share a ring; each claims the tail slot with a
// plain read and write of `tail` outside the lock, so both can claim the same slot.
#include <assert.h>
#include <pthread.h>
#define SLOTS 4
static int slot[SLOTS];
static unsigned tail, filled;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *writer(void *arg) {
  unsigned mine = tail;          /* claim a slot: unlocked */
  tail = (mine + 1) % SLOTS;
  pthread_mutex_lock(&lock);
  slot[mine] = (int)(long)arg;
  filled++;
  pthread_mutex_unlock(&lock);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, writer, (void *)1);
  pthread_create(&b, NULL, writer, (void *)2);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(filled == 2);
  return 0;
}
