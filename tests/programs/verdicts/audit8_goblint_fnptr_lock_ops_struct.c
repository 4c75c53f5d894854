// expect: none
// goblint regression style: locking through function pointers in an ops struct chosen at
// start-up (threaded: real mutex ops); each thread calls through the struct.
#include <assert.h>
#include <pthread.h>
struct lock_ops {
  void (*lock)(void *);
  void (*unlock)(void *);
  void *ctx;
};
static void mutex_lock(void *c) { pthread_mutex_lock(c); }
static void mutex_unlock(void *c) { pthread_mutex_unlock(c); }
static void noop(void *c) { (void)c; }
static pthread_mutex_t mtx = PTHREAD_MUTEX_INITIALIZER;
static struct lock_ops ops;
static int counter;
static void *t_fun(void *arg) {
  ops.lock(ops.ctx);
  counter++;
  ops.unlock(ops.ctx);
  return arg;
}
int main(int argc, char **argv) {
  (void)argv;
  int threaded = argc > 0;   /* always true when run */
  ops = threaded ? (struct lock_ops){mutex_lock, mutex_unlock, &mtx} : (struct lock_ops){noop, noop, 0};
  pthread_t a, b;
  pthread_create(&a, NULL, t_fun, NULL);
  pthread_create(&b, NULL, t_fun, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 2);
  return 0;
}
