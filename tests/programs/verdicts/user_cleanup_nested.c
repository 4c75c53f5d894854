// expect: none
// Two nested cleanup handlers: pthread_exit runs the inner one, then the outer one; a
// handler popped with pthread_cleanup_pop(1) runs at the pop, one popped with 0 never.
#include <pthread.h>
#include <assert.h>
static int order[4], n;
static void note(void *arg) { order[n++] = (int)(long)arg; }
static void *worker(void *arg) {
  pthread_cleanup_push(note, (void *)1);
  pthread_cleanup_push(note, (void *)2);
  pthread_cleanup_push(note, (void *)3);
  pthread_cleanup_pop(1);  // runs 3
  pthread_cleanup_push(note, (void *)9);
  pthread_cleanup_pop(0);  // 9 never runs
  pthread_exit((void *)7);  // runs 2, then 1
  pthread_cleanup_pop(0);
  pthread_cleanup_pop(0);
  return 0;
}
int main(void) {
  pthread_t t;
  void *ret;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, &ret);
  assert(ret == (void *)7);
  assert(n == 3 && order[0] == 3 && order[1] == 2 && order[2] == 1);
  return 0;
}
