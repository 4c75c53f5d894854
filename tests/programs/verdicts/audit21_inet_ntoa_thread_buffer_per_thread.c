// expect: none
// algos: pop,sdpor,dc,qpor
// Two connection threads format their peer's address with inet_ntoa and log it after taking
// the log mutex. glibc's inet_ntoa writes a buffer of its own per thread (`static __thread
// char buffer[18]`), so each thread's string stays its own until that thread calls it again:
// each thread finds its own peer's text after the lock, whichever ran in between. gcc -O2,
// 50 runs under taskset -c 0: always right. Before audit21 braid ran every program thread's
// call on the one system thread's buffer, and reported a false assertion (pop, 2 executions).
#include <arpa/inet.h>
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
static pthread_mutex_t log_mutex = PTHREAD_MUTEX_INITIALIZER;
static void *connection(void *arg) {
  struct in_addr peer;
  peer.s_addr = htonl((in_addr_t)(size_t)arg);
  const char *text = inet_ntoa(peer);
  pthread_mutex_lock(&log_mutex);
  printf("accepted %s\n", text);
  assert(strcmp(text, (size_t)arg == 0x0A000001 ? "10.0.0.1" : "192.168.1.2") == 0);
  pthread_mutex_unlock(&log_mutex);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, connection, (void *)(size_t)0x0A000001);
  pthread_create(&b, NULL, connection, (void *)(size_t)0xC0A80102);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
