// expect: data-race, assertion
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// Two status bits of one device word, each thread holding its own lock: adjacent bit-fields
// are one memory location (C11 3.14), so each update rewrites the other's bit.
#include <pthread.h>
#include <assert.h>
struct device_status {
  unsigned ready : 1;
  unsigned error : 1;
  unsigned count : 6;
};
static struct device_status st;
static pthread_mutex_t ready_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t error_lock = PTHREAD_MUTEX_INITIALIZER;
static void *set_ready(void *arg) {
  (void)arg;
  pthread_mutex_lock(&ready_lock);
  st.ready = 1;
  pthread_mutex_unlock(&ready_lock);
  return 0;
}
static void *set_error(void *arg) {
  (void)arg;
  pthread_mutex_lock(&error_lock);
  st.error = 1;
  pthread_mutex_unlock(&error_lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, set_ready, 0);
  pthread_create(&b, 0, set_error, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(st.ready == 1 && st.error == 1);
  return 0;
}
