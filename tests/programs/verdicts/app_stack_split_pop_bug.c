// expect: assertion
// The pop reads the top element and decrements in two critical sections: both pops can take
// the same element (no data race: every access is under the lock).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int stack[4], top = 2;
int popped[2];
int pop(void) {
  pthread_mutex_lock(&m);
  int v = stack[top - 1];
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  top--;
  pthread_mutex_unlock(&m);
  return v;
}
void *worker(void *arg) { popped[*(int *)arg] = pop(); return 0; }
int main(void) {
  stack[0] = 10; stack[1] = 20;
  pthread_t t1, t2;
  int a = 0, b = 1;
  pthread_create(&t1, 0, worker, &a); pthread_create(&t2, 0, worker, &b);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(popped[0] + popped[1] == 30 && top == 0);
  return 0;
}
