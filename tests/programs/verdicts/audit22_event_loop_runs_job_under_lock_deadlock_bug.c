// expect: deadlock
// algos: pop,sdpor,dc
// The event loop of audit22_event_loop_runs_jobs_outside_lock.c with the job run while the
// loop still holds the list's mutex (a default, non-recursive mutex): the first job posts
// a follow-up, and post() locks the mutex its own thread holds. The loop thread blocks on
// itself forever and main's join never returns (a deadlock in every run: natively, gcc
// -O2, the program hangs every time: 20 runs stopped by `timeout 2`).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
struct job { void (*run)(int); int arg; struct job *next; };
static struct job *first, *last;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static int ran, total;
static void post(void (*run)(int), int arg) {
  struct job *j = malloc(sizeof *j);
  j->run = run;
  j->arg = arg;
  j->next = 0;
  pthread_mutex_lock(&lock);
  if (last) last->next = j; else first = j;
  last = j;
  pthread_cond_signal(&ready);
  pthread_mutex_unlock(&lock);
}
static void add(int n) { total += n; ++ran; }  // runs on the loop thread only
static void add_then_schedule(int n) { add(n); post(add, 100); }
static void *event_loop(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (!first) pthread_cond_wait(&ready, &lock);
    struct job *j = first;
    first = j->next;
    if (!first) last = 0;
    if (!j->run) {  // the quit job
      pthread_mutex_unlock(&lock);
      free(j);
      return 0;
    }
    j->run(j->arg);  // wrong: still holding the lock a job's post() takes
    pthread_mutex_unlock(&lock);
    free(j);
  }
}
int main(void) {
  pthread_t loop;
  pthread_create(&loop, 0, event_loop, 0);
  post(add_then_schedule, 1);
  post(add, 10);
  post(0, 0);  // quit: queued after the first two, maybe before the follow-up
  pthread_join(loop, 0);
  // The follow-up is posted while job 1 runs, so it may land after quit and never run.
  assert(ran == 2 || ran == 3);
  assert(total == 11 || total == 111);
  while (first) {
    struct job *next = first->next;
    free(first);
    first = next;
  }
  return 0;
}
