// expect: data-race
// The draw made in a helper that writes it through a pointer parameter and assumes on it
// there (`read_config(&limit)`); main then starts threads that race only when limit == 2.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static int limit, shared;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void read_config(int *out) {
  *out = __VERIFIER_nondet_int();
  __VERIFIER_assume(*out >= 0 && *out <= 2);
}

static void *writer(void *arg) {
  (void)arg;
  if (limit == 2) {
    shared++;  // the unlocked path
  } else {
    pthread_mutex_lock(&m);
    shared++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  read_config(&limit);
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
