// expect: deadlock
// A one-slot queue with a C11 mtx_t and cnd_t reached through a pointer. The consumer sees the
// queue empty, drops the lock to "let the producer in", takes it again and waits without
// looking at the count a second time: the producer's signal can fall in between and is lost,
// so the consumer waits forever (deadlock). The report names the condition variable as the
// program does, `q->not_empty`, and the mutex `q->lock` (docs/runtime.md, trust32).
// Natively (gcc -O2) 0 of 200 runs hung: the window between the unlock and the wait is small.
#include <threads.h>

struct queue {
  mtx_t lock;
  cnd_t not_empty;
  int count;
};

static struct queue shared;

static int consumer(void* arg) {
  struct queue* q = arg;
  mtx_lock(&q->lock);
  if (q->count == 0) {
    mtx_unlock(&q->lock);
    mtx_lock(&q->lock);
    cnd_wait(&q->not_empty, &q->lock);  // the count is not looked at again
  }
  q->count--;
  mtx_unlock(&q->lock);
  return 0;
}

static int producer(void* arg) {
  struct queue* q = arg;
  mtx_lock(&q->lock);
  q->count++;
  cnd_signal(&q->not_empty);
  mtx_unlock(&q->lock);
  return 0;
}

int main(void) {
  mtx_init(&shared.lock, mtx_plain);
  cnd_init(&shared.not_empty);
  thrd_t c, p;
  thrd_create(&c, consumer, &shared);
  thrd_create(&p, producer, &shared);
  thrd_join(c, 0);
  thrd_join(p, 0);
  return 0;
}
