// expect: none
// Calls real programs make around threads that change nothing braid models: names, scheduling
// policy and priority, stack size and guard, CPU count, thread identity checks.
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#include <assert.h>
pthread_t main_thread;
int ran;
void *worker(void *arg) {
  pthread_setname_np(pthread_self(), "worker");
  assert(!pthread_equal(pthread_self(), main_thread));
  int policy;
  struct sched_param sp;
  pthread_getschedparam(pthread_self(), &policy, &sp);
  ran = 1;
  return 0;
}
int main(void) {
  main_thread = pthread_self();
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  assert(cpus >= 1);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 1 << 20);
  pthread_attr_setguardsize(&attr, 4096);
  pthread_attr_setschedpolicy(&attr, SCHED_OTHER);
  pthread_attr_setinheritsched(&attr, PTHREAD_INHERIT_SCHED);
  pthread_t t;
  pthread_create(&t, &attr, worker, 0);
  pthread_attr_destroy(&attr);
  sched_get_priority_max(SCHED_OTHER);
  pthread_join(t, 0);
  assert(ran == 1);
  return 0;
}
