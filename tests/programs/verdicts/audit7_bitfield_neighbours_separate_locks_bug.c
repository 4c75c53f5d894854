// expect: data-race
// Two bit-fields of one struct, each "protected" by its own mutex: they share a memory
// location (C11 3.14), so the two locked updates race.
#include <pthread.h>
struct status {
  unsigned ready : 1;
  unsigned errors : 7;
} st;
pthread_mutex_t ready_lock = PTHREAD_MUTEX_INITIALIZER, error_lock = PTHREAD_MUTEX_INITIALIZER;
void *set_ready(void *arg) {
  pthread_mutex_lock(&ready_lock);
  st.ready = 1;
  pthread_mutex_unlock(&ready_lock);
  return arg;
}
void *count_error(void *arg) {
  pthread_mutex_lock(&error_lock);
  st.errors++;
  pthread_mutex_unlock(&error_lock);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, set_ready, 0);
  pthread_create(&b, 0, count_error, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
