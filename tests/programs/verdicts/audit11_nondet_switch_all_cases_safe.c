// expect: none
// time-limit: 6
// classes: 98
// rf-classes: 98
// Driver-harness dispatch: each of two threads calls one entry point picked by a nondet
// switch (cases 0..5 and a default); all entries keep the device state under one mutex and
// the invariant 0 <= open_count <= 2 holds. Every case value and the default are explored,
// so the verdict can be complete.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int open_count = 0, reads = 0, writes = 0;
pthread_mutex_t dev = PTHREAD_MUTEX_INITIALIZER;
static void dev_open(void) { if (open_count < 2) open_count++; }
static void dev_release(void) { if (open_count > 0) open_count--; }
static void dev_read(void) { if (open_count > 0) reads++; }
static void dev_write(void) { if (open_count > 0) writes++; }
void *harness(void *arg) {
  pthread_mutex_lock(&dev);
  switch (__VERIFIER_nondet_int()) {
    case 0: dev_open(); break;
    case 1: dev_release(); break;
    case 2: dev_read(); break;
    case 3: dev_write(); break;
    case 4: dev_open(); dev_read(); dev_release(); break;
    case 5: dev_open(); dev_write(); break;
    default: break;
  }
  if (open_count < 0 || open_count > 2) reach_error();
  pthread_mutex_unlock(&dev);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, harness, 0);
  pthread_create(&t2, 0, harness, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
