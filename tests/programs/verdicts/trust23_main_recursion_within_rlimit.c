// expect: none
// The twin of trust23_main_recursion_past_rlimit_bug.c: 1900 frames of 4000 bytes (about
// 7.3 MiB) in the main thread fit an 8 MiB RLIMIT_STACK (gcc -O0 natively: exit 0 up to 2040).
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
  int r = descend(1900);
  pthread_join(t, 0);
  return r == 7 && counter == 5;
}
