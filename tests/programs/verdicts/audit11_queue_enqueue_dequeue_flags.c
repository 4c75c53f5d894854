// expect: none
// classes: 6
// rf-classes: 6
// pthread queue_ok style: a circular array queue behind a mutex with enqueue/dequeue flags
// that make the producer and consumer alternate; the consumer checks each value it takes
// against the one the producer stored for it (counting its own takes: a round where the
// flag says wait takes nothing).
#include <pthread.h>
extern void reach_error(void);
#define SIZE 3
typedef struct { int element[SIZE]; int head, tail, amount; } QType;
pthread_mutex_t m;
QType queue;
int stored_elements[SIZE];
int enqueue_flag = 1, dequeue_flag = 0;
static void init(QType *q) { q->head = 0; q->tail = 0; q->amount = 0; }
static int empty(QType *q) { return q->head == q->tail ? -1 : 0; }
static int enqueue(QType *q, int x) {
  q->element[q->tail] = x; q->amount++;
  q->tail = q->tail == SIZE - 1 ? 0 : q->tail + 1;
  return 0;
}
static int dequeue(QType *q) {
  int x = q->element[q->head]; q->amount--;
  q->head = q->head == SIZE - 1 ? 0 : q->head + 1;
  return x;
}
void *t1(void *arg) {
  for (int i = 0; i < SIZE - 1; i++) {
    pthread_mutex_lock(&m);
    if (enqueue_flag) {
      int value = i * 7 + 1;
      enqueue(&queue, value);
      stored_elements[i] = value;
      if (empty(&queue)) reach_error();
      enqueue_flag = 0; dequeue_flag = 1;
    }
    pthread_mutex_unlock(&m);
  }
  return arg;
}
void *t2(void *arg) {
  int taken = 0;
  for (int i = 0; i < SIZE - 1; i++) {
    pthread_mutex_lock(&m);
    if (dequeue_flag) {
      if (dequeue(&queue) != stored_elements[taken]) reach_error();
      taken++;
      dequeue_flag = 0; enqueue_flag = 1;
    }
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t id1, id2;
  pthread_mutex_init(&m, 0);
  init(&queue);
  if (empty(&queue) != -1) reach_error();
  pthread_create(&id1, 0, t1, 0);
  pthread_create(&id2, 0, t2, 0);
  pthread_join(id1, 0);
  pthread_join(id2, 0);
  return 0;
}
