// expect: misuse
// A recursive mutex locked twice by a helper chain and unlocked three times: the third
// unlock is by a thread that no longer owns it (EPERM, a logic error).
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m;
static int depth;
static void inner(void) { pthread_mutex_lock(&m); depth++; pthread_mutex_unlock(&m); }
static void outer(void) {
  pthread_mutex_lock(&m);
  inner();
  pthread_mutex_unlock(&m);
  pthread_mutex_unlock(&m); // one too many
}
static void *worker(void *arg) { outer(); return arg; }
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
