// expect: none
// algos: sdpor,pop,dc,qpor
// pthread twostage style, correct: the writer holds the first mutex across both stages and
// the reader holds it while reading both values, so data2 == data1 + 1 whenever data1 is set.
#include <pthread.h>
extern void reach_error(void);
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int data1 = 0, data2 = 0;
void *funcA(void *arg) {
  pthread_mutex_lock(&m1);
  data1 = 10;
  pthread_mutex_lock(&m2);
  data2 = data1 + 1;
  pthread_mutex_unlock(&m2);
  pthread_mutex_unlock(&m1);
  return arg;
}
void *funcB(void *arg) {
  pthread_mutex_lock(&m1);
  int t1 = data1;
  pthread_mutex_lock(&m2);
  int t2 = data2;
  pthread_mutex_unlock(&m2);
  pthread_mutex_unlock(&m1);
  if (t1 == 10 && t2 != 11) reach_error();
  return arg;
}
int main(void) {
  pthread_t a[2], b[2];
  for (int i = 0; i < 2; i++) pthread_create(&a[i], 0, funcA, 0);
  for (int i = 0; i < 2; i++) pthread_create(&b[i], 0, funcB, 0);
  for (int i = 0; i < 2; i++) pthread_join(a[i], 0);
  for (int i = 0; i < 2; i++) pthread_join(b[i], 0);
  return 0;
}
