// expect: none
// complete: no
// The program tightens its file-creation mask to 077 and asserts that it was not 077 already
// (true where braid's tests run: the usual masks are 022 and 002). Before trust32 umask was
// not intercepted: the mask stayed 077 for the next execution of the instance, whose
// assertion then failed, "complete". Now the change is noted (incomplete) and the mask put
// back before each execution (docs/runtime.md, trust32).
#include <assert.h>
#include <pthread.h>
#include <sys/stat.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

static void* worker(void* arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  jobs++;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  const mode_t inherited = umask(077);
  assert(inherited != 077);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(jobs == 2);
  return 0;
}
