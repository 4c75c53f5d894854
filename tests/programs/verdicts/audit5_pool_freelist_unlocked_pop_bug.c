// expect: data-race, assertion
// A fixed pool of blocks whose free list is popped without the spinlock (an "optimisation"
// of the fast path): two threads can pop the same block and overwrite each other's id.
#include <pthread.h>
#include <assert.h>
#include <stddef.h>
struct block { struct block *next; int owner; };
static struct block blocks[2];
static struct block *free_list;
static pthread_spinlock_t lock;
static struct block *pool_alloc(void) {
  struct block *b = free_list;
  if (b) free_list = b->next;
  return b;
}
static void pool_free(struct block *b) {
  pthread_spin_lock(&lock);
  b->next = free_list;
  free_list = b;
  pthread_spin_unlock(&lock);
}
static void *user(void *arg) {
  int me = (int)(long)arg;
  struct block *b = pool_alloc();
  if (!b) return 0;
  b->owner = me;
  assert(b->owner == me);
  pool_free(b);
  return 0;
}
int main(void) {
  pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
  blocks[0].next = &blocks[1];
  blocks[1].next = NULL;
  free_list = &blocks[0];
  pthread_t a, b;
  pthread_create(&a, 0, user, (void *)1L);
  pthread_create(&b, 0, user, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_spin_destroy(&lock);
  return 0;
}
