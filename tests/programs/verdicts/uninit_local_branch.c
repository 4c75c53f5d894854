// expect: memory-error
// complete: yes
// A worker sets its status only when the queue is not empty; when it runs before main
// fills the queue, it returns a status nothing wrote.
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int queued;

static void *worker(void *arg) {
  (void)arg;
  int status;
  pthread_mutex_lock(&lock);
  if (queued > 0) {
    queued--;
    status = 1;
  }
  pthread_mutex_unlock(&lock);
  return (void *)(long)status;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_mutex_lock(&lock);
  queued = 1;
  pthread_mutex_unlock(&lock);
  pthread_join(t, NULL);
  return 0;
}
