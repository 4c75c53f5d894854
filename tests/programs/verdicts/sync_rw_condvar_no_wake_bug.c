// expect: deadlock
// The same reader-writer lock, but the last reader forgets to wake a waiting writer.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t can_read = PTHREAD_COND_INITIALIZER, can_write = PTHREAD_COND_INITIALIZER;
int readers, writing;
int a;
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  while (writing) pthread_cond_wait(&can_read, &m);
  readers++;
  pthread_mutex_unlock(&m);
  (void)a;
  pthread_mutex_lock(&m);
  readers--;
  pthread_mutex_unlock(&m);
  return 0;
}
void *writer(void *arg) {
  pthread_mutex_lock(&m);
  while (writing || readers) pthread_cond_wait(&can_write, &m);
  writing = 1;
  pthread_mutex_unlock(&m);
  a++;
  pthread_mutex_lock(&m);
  writing = 0;
  pthread_cond_broadcast(&can_read);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0); pthread_join(w, 0);
  return 0;
}
