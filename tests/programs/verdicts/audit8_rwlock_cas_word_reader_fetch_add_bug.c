// expect: data-race
// The one-word rwlock whose read_lock is a bare fetch_add: with the writer holding it (-1)
// a reader turns the word into 0 and reads while the writer writes.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int rw;
static int x;
static int seen;
static void *reader(void *a) {
  atomic_fetch_add(&rw, 1);   /* no check for a writer */
  seen = x;
  atomic_fetch_sub(&rw, 1);
  return a;
}
static void *writer(void *a) {
  int zero = 0;
  while (!atomic_compare_exchange_weak(&rw, &zero, -1)) zero = 0;
  x = 1;
  atomic_fetch_add(&rw, 1);   /* -1 -> 0 */
  return a;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(r, NULL);
  pthread_join(w, NULL);
  return 0;
}
