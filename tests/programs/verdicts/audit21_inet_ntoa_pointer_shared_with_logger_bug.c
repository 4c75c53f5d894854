// expect: data-race, memory-error
// algos: pop,sdpor,dc,qpor
// A connection thread formats its peer with inet_ntoa and hands the pointer (not a copy) to a
// logger thread through a mutex-protected slot, then formats its second peer with inet_ntoa
// again: the same per-thread buffer is rewritten while the logger may be reading the first
// text (after taking the slot under the mutex, the logger reads the string outside it). The
// rewrite and the logger's read are unordered: a data race on inet_ntoa's buffer; and when
// the connection thread has ended first, its buffer ended with it (a thread's own storage):
// the logger's read is a use after free.
// gcc -O2, 200 runs: the logger printed the second address (10.0.0.2) in 197 runs, nothing in 3.
#include <arpa/inet.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static const char *slot;
static void *connection(void *arg) {
  struct in_addr peer;
  peer.s_addr = htonl(0x0A000001);
  const char *text = inet_ntoa(peer);
  pthread_mutex_lock(&lock);
  slot = text;  // BUG: the buffer is rewritten by this thread's next inet_ntoa
  pthread_mutex_unlock(&lock);
  peer.s_addr = htonl(0x0A000002);
  printf("next peer %s\n", inet_ntoa(peer));
  return arg;
}
static void *logger(void *arg) {
  const char *text = NULL;
  pthread_mutex_lock(&lock);
  text = slot;
  pthread_mutex_unlock(&lock);
  if (text) printf("logged %zu bytes: %s\n", strlen(text), text);
  return arg;
}
int main(void) {
  pthread_t c, l;
  pthread_create(&c, NULL, connection, NULL);
  pthread_create(&l, NULL, logger, NULL);
  pthread_join(c, NULL);
  pthread_join(l, NULL);
  return 0;
}
