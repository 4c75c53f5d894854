// expect: data-race, memory-error
// Two workers finish a shared job; each checks "am I last?" under the lock but the decrement
// and the check are split across two critical sections, so both can see 0 and free the job
// (two unordered frees: also a race).
#include <pthread.h>
#include <stdlib.h>
struct job { pthread_mutex_t lock; int refs; int data; };
struct job *job;
void *worker(void *arg) {
  struct job *j = arg;
  pthread_mutex_lock(&j->lock);
  j->refs--;
  pthread_mutex_unlock(&j->lock);
  pthread_mutex_lock(&j->lock);
  int last = j->refs == 0;
  pthread_mutex_unlock(&j->lock);
  if (last) free(j);
  return 0;
}
int main(void) {
  pthread_t a, b;
  job = malloc(sizeof *job);
  pthread_mutex_init(&job->lock, 0);
  job->refs = 2;
  job->data = 1;
  pthread_create(&a, 0, worker, job);
  pthread_create(&b, 0, worker, job);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
