// expect: deadlock
// The longjmp error path jumps over the unlock: the mutex stays held by the failing thread
// and the other worker blocks forever.
#include <pthread.h>
#include <setjmp.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int parsed;
static jmp_buf env_of[2];
static void parse(int id, int token) {
  pthread_mutex_lock(&m);
  if (token < 0) longjmp(env_of[id], 1);
  parsed += token;
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  int id = (int)(long)arg;
  if (setjmp(env_of[id]) == 0) parse(id, id == 0 ? -1 : 3);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
