// expect: none
// classes: 20
// rf-classes: 20
// pthread stack_safe style: an array stack behind a mutex; the popper only pops after the
// pusher raised the flag saying an element is there, so pop never underflows.
#include <pthread.h>
extern void reach_error(void);
#define SIZE 3
#define UNDERFLOW (-2)
static int top = 0;
static unsigned int arr[SIZE];
pthread_mutex_t m;
int flag = 0;
static int push(unsigned int *stack, int x) {
  if (top == SIZE) return -1;
  stack[top] = x; top++; return 0;
}
static int pop(unsigned int *stack) {
  if (top == 0) return UNDERFLOW;
  top--; return stack[top];
}
void *t1(void *arg) {
  for (int i = 0; i < SIZE; i++) {
    pthread_mutex_lock(&m);
    if (push(arr, i) == -1) reach_error();
    flag = 1;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
void *t2(void *arg) {
  for (int i = 0; i < SIZE; i++) {
    pthread_mutex_lock(&m);
    if (flag) {
      if (pop(arr) == UNDERFLOW) reach_error();
      flag = top > 0;
    }
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t id1, id2;
  pthread_mutex_init(&m, 0);
  pthread_create(&id1, 0, t1, 0);
  pthread_create(&id2, 0, t2, 0);
  pthread_join(id1, 0);
  pthread_join(id2, 0);
  return 0;
}
