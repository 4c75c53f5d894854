// expect: none
// algos: pop,sdpor,dc,qpor
// Two threads describe a real-time signal with strsignal, which for SIGRTMIN + n formats
// "Real-time signal n" into a buffer glibc keeps per thread (freed and formatted again at the
// thread's next call); each thread compares its own text after a lock handover (the other
// thread may have called strsignal in between) and main checks both answers. gcc -O2, 200
// runs under taskset -c 0: always right. Before audit21 the program threads shared the one
// system thread's buffer, which glibc frees at each call: a false assertion (pop).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *describe(void *arg) {
  int n = (int)(size_t)arg;
  const char *text = strsignal(SIGRTMIN + n);
  char expected[32];
  snprintf(expected, sizeof expected, "Real-time signal %d", n);
  pthread_mutex_lock(&lock);
  printf("%s\n", text);
  pthread_mutex_unlock(&lock);
  return (void *)(size_t)(strcmp(text, expected) == 0);
}
int main(void) {
  pthread_t a, b;
  void *ok_a, *ok_b;
  pthread_create(&a, NULL, describe, (void *)1);
  pthread_create(&b, NULL, describe, (void *)2);
  pthread_join(a, &ok_a);
  pthread_join(b, &ok_b);
  assert(ok_a && ok_b);
  return 0;
}
