// expect: assertion
// classes: 4
// rf-classes: 4
// pthread twostage style, buggy: the two stages are separate critical sections, so the reader
// can see data1 set and data2 not yet written.
#include <pthread.h>
extern void reach_error(void);
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int data1 = 0, data2 = 0;
void *funcA(void *arg) {
  pthread_mutex_lock(&m1); data1 = 10; pthread_mutex_unlock(&m1);
  pthread_mutex_lock(&m2); data2 = 11; pthread_mutex_unlock(&m2);
  return arg;
}
void *funcB(void *arg) {
  pthread_mutex_lock(&m1); int t1 = data1; pthread_mutex_unlock(&m1);
  pthread_mutex_lock(&m2); int t2 = data2; pthread_mutex_unlock(&m2);
  if (t1 == 10 && t2 != 11) reach_error();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, funcA, 0);
  pthread_create(&b, 0, funcB, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
