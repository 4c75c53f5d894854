// expect: none
// time-limit: 4
// pthread-divine ring style: one writer, one reader, a ring of 2 slots guarded by a mutex and
// two condition variables (not full / not empty); the reader must see 1, 2, 3 in order.
#include <assert.h>
#include <pthread.h>
#define SLOTS 2
#define ITEMS 3
struct ring {
  int slot[SLOTS];
  unsigned head, tail, count;
  pthread_mutex_t lock;
  pthread_cond_t not_full, not_empty;
};
static struct ring r = {.lock = PTHREAD_MUTEX_INITIALIZER,
                        .not_full = PTHREAD_COND_INITIALIZER,
                        .not_empty = PTHREAD_COND_INITIALIZER};
static void ring_put(struct ring *q, int v) {
  pthread_mutex_lock(&q->lock);
  while (q->count == SLOTS) pthread_cond_wait(&q->not_full, &q->lock);
  q->slot[q->tail] = v;
  q->tail = (q->tail + 1) % SLOTS;
  q->count++;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}
static int ring_get(struct ring *q) {
  pthread_mutex_lock(&q->lock);
  while (q->count == 0) pthread_cond_wait(&q->not_empty, &q->lock);
  int v = q->slot[q->head];
  q->head = (q->head + 1) % SLOTS;
  q->count--;
  pthread_cond_signal(&q->not_full);
  pthread_mutex_unlock(&q->lock);
  return v;
}
static void *writer(void *arg) {
  for (int i = 1; i <= ITEMS; i++) ring_put(&r, i);
  return arg;
}
static void *reader(void *arg) {
  for (int i = 1; i <= ITEMS; i++) assert(ring_get(&r) == i);
  return arg;
}
int main(void) {
  pthread_t w, rd;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&rd, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(rd, NULL);
  return 0;
}
