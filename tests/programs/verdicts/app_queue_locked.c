// expect: none
// A bounded queue under one mutex: two concurrent enqueues are both kept.
#include <pthread.h>
#include <assert.h>
#define CAP 2
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int q[CAP], head, count;
int enqueue(int v) {
  pthread_mutex_lock(&m);
  int ok = count < CAP;
  if (ok) { q[(head + count) % CAP] = v; count++; }
  pthread_mutex_unlock(&m);
  return ok;
}
int dequeue(int *v) {
  pthread_mutex_lock(&m);
  int ok = count > 0;
  if (ok) { *v = q[head]; head = (head + 1) % CAP; count--; }
  pthread_mutex_unlock(&m);
  return ok;
}
void *producer(void *arg) { enqueue(*(int *)arg); return 0; }
int main(void) {
  pthread_t p1, p2;
  int a = 1, b = 2;
  pthread_create(&p1, 0, producer, &a); pthread_create(&p2, 0, producer, &b);
  pthread_join(p1, 0); pthread_join(p2, 0);
  int x = 0, y = 0;
  assert(dequeue(&x) && dequeue(&y) && x + y == 3);
  return 0;
}
