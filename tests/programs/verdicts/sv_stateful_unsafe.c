// expect: assertion
// SV-COMP stateful pattern, unsafe variant: the final state is always 16/5 and the check says it is an error.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
pthread_mutex_t ma, mb;
int data1, data2;
void *thread1(void *arg) {
  pthread_mutex_lock(&ma); data1++; pthread_mutex_unlock(&ma);
  pthread_mutex_lock(&mb); data2++; pthread_mutex_unlock(&mb);
  return 0;
}
void *thread2(void *arg) {
  pthread_mutex_lock(&ma); data1 += 5; pthread_mutex_unlock(&ma);
  pthread_mutex_lock(&mb); data2 -= 6; pthread_mutex_unlock(&mb);
  return 0;
}
int main() {
  pthread_t t1, t2;
  pthread_mutex_init(&ma, 0); pthread_mutex_init(&mb, 0);
  data1 = 10; data2 = 10;
  pthread_create(&t1, 0, thread1, 0); pthread_create(&t2, 0, thread2, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  if (data1 == 16 && data2 == 5) reach_error();
  return 0;
}
