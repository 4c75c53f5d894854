// expect: misuse
// DIVINE-style dynamic mutex: main destroys and frees the heap mutex without joining the worker,
// which may still lock it (destroy of a locked mutex or a lock of a destroyed one).
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
pthread_mutex_t *lock;
int value;
void *worker(void *arg) {
  pthread_mutex_lock(lock);
  value++;
  pthread_mutex_unlock(lock);
  return 0;
}
int main(void) {
  pthread_t t;
  lock = malloc(sizeof *lock);
  pthread_mutex_init(lock, 0);
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(lock);
  value++;
  pthread_mutex_unlock(lock);
  pthread_mutex_destroy(lock);
  pthread_join(t, 0);
  free(lock);
  return 0;
}
