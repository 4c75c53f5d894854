// expect: data-race
// Threads run callbacks from a table of function pointers; two callbacks touch the same
// counter, one under the lock and one without.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
typedef void (*callback)(int);
static void locked_add(int v) { pthread_mutex_lock(&m); counter += v; pthread_mutex_unlock(&m); }
static void sloppy_add(int v) { counter += v; }
static callback table[2] = {locked_add, sloppy_add};
struct task { callback cb; int value; };
static void *run_task(void *arg) { struct task *t = arg; t->cb(t->value); return 0; }
int main(void) {
  struct task t1 = {table[0], 1}, t2 = {table[1], 2};
  void *(*entry)(void *) = run_task;
  pthread_t a, b;
  pthread_create(&a, 0, entry, &t1); pthread_create(&b, 0, entry, &t2);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
