// expect: data-race
// classes: 6
// rf-classes: 6
// main creates two detached workers and ends with pthread_exit (the process lives on until
// the last thread ends). The workers count under a lock, but the last one checks the total
// after unlocking, and main, before exiting, reads the total without the lock: a race.
#include <pthread.h>
extern void abort(void);
void reach_error() { abort(); }
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int finished;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  int last = ++finished == 2;
  if (last && total != 5) reach_error();
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_t t;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_create(&t, &attr, worker, (void *)2);
  pthread_create(&t, &attr, worker, (void *)3);
  pthread_attr_destroy(&attr);
  if (total > 5) reach_error();
  pthread_exit(0);
}
