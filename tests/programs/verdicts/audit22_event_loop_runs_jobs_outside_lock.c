// expect: none
// algos: pop,sdpor,dc
// An event loop thread receives jobs through a mutex-protected list with a condition
// variable. A job may post a follow-up job (a callback scheduling more work, as event loops
// do): the loop takes a job off the list under the lock and runs it after unlocking, so a
// post from inside a job takes the lock again without trouble. main posts two jobs, the
// first of which posts a third, then a quit job; the loop stops at quit after running all
// three. gcc -O2, 200 runs under taskset -c 0: always 0.
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
    pthread_mutex_unlock(&lock);
    if (!j->run) {  // the quit job
      free(j);
      return 0;
    }
    j->run(j->arg);
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
