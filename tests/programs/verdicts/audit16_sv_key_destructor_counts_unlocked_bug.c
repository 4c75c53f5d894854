// expect: abort, data-race
// algos: sdpor,pop,dc,qpor
// (Not dfs: its unreduced enumeration does not finish in 30 s (401664 executions); qpor is skipped where it refuses the program)
// pthread_key_create with a destructor: each worker keeps a heap buffer in its own slot
// (pthread_setspecific/getspecific), and the destructor run at the worker's exit frees it
// and counts WITHOUT the lock: two workers exiting at once race on the count.
#include <pthread.h>
#include <stdlib.h>
extern void abort(void);
void reach_error() { abort(); }
static pthread_key_t buffer_key;
static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
static int freed;
static void release_buffer(void *p) {
  free(p);
  freed++;
}
static int *my_buffer(void) {
  int *b = pthread_getspecific(buffer_key);
  if (!b) {
    b = malloc(2 * sizeof(int));
    if (!b) abort();
    b[0] = b[1] = 0;
    pthread_setspecific(buffer_key, b);
  }
  return b;
}
void *worker(void *arg) {
  my_buffer()[0] += (int)(long)arg;
  my_buffer()[1] += 1;
  if (my_buffer()[0] != (int)(long)arg || my_buffer()[1] != 1) reach_error();
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_key_create(&buffer_key, release_buffer);
  pthread_create(&t1, NULL, worker, (void *)3);
  pthread_create(&t2, NULL, worker, (void *)5);
  if (pthread_getspecific(buffer_key) != NULL) reach_error();
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  if (freed != 2) reach_error();
  pthread_key_delete(buffer_key);
  return 0;
}
