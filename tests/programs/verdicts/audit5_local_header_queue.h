/* A bounded queue guarded by one mutex and two condition variables: the header a user
   includes with #include "..." from the program next to it. */
#ifndef AUDIT5_LOCAL_HEADER_QUEUE_H
#define AUDIT5_LOCAL_HEADER_QUEUE_H
#include <pthread.h>
#define QUEUE_CAP 2
struct queue {
  int items[QUEUE_CAP];
  int head, count;
  pthread_mutex_t lock;
  pthread_cond_t not_empty, not_full;
};
static inline void queue_init(struct queue *q) {
  q->head = q->count = 0;
  pthread_mutex_init(&q->lock, 0);
  pthread_cond_init(&q->not_empty, 0);
  pthread_cond_init(&q->not_full, 0);
}
static inline void queue_put(struct queue *q, int v) {
  pthread_mutex_lock(&q->lock);
  while (q->count == QUEUE_CAP) pthread_cond_wait(&q->not_full, &q->lock);
  q->items[(q->head + q->count) % QUEUE_CAP] = v;
  q->count++;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}
static inline int queue_get(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  while (q->count == 0) pthread_cond_wait(&q->not_empty, &q->lock);
  int v = q->items[q->head];
  q->head = (q->head + 1) % QUEUE_CAP;
  q->count--;
  pthread_cond_signal(&q->not_full);
  pthread_mutex_unlock(&q->lock);
  return v;
}
#endif
