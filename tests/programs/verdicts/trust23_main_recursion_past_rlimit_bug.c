// expect: crash
// The main thread recurses 2200 frames of a 4000-byte volatile array (about 8.6 MiB) while a
// worker takes a mutex. Natively main's stack may grow to RLIMIT_STACK: with the usual 8 MiB
// (`ulimit -s 8192`, as in CI) gcc -O0 dies of SIGSEGV from 2080 frames on. braid holds the
// main thread to the same limit (docs/runtime.md, trust23).
#include <pthread.h>
#include <string.h>
static int counter;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *bump(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  counter++;
  pthread_mutex_unlock(&lock);
  return 0;
}
static int descend(int n) {
  volatile char page[4000];
  memset((char *)page, n, sizeof page);
  return n == 0 ? page[1] : descend(n - 1) + page[n % 4000];
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, bump, 0);
  int r = descend(2200);
  pthread_join(t, 0);
  return r == 7 && counter == 5;
}
