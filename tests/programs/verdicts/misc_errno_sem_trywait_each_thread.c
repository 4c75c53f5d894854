// expect: none
// Each thread distinguishes EAGAIN from other errors after sem_trywait (errno set by the
// runtime in the thread that called it) while the other thread's calls set its own errno.
#include <pthread.h>
#include <semaphore.h>
#include <errno.h>
#include <assert.h>
sem_t s;
int got[2];
void *taker(void *arg) {
  long i = (long)arg;
  if (sem_trywait(&s) == 0) got[i] = 1;
  else assert(errno == EAGAIN);
  return 0;
}
int main(void) {
  sem_init(&s, 0, 1);
  pthread_t a, b;
  pthread_create(&a, 0, taker, (void *)0L); pthread_create(&b, 0, taker, (void *)1L);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(got[0] + got[1] == 1);
  return 0;
}
