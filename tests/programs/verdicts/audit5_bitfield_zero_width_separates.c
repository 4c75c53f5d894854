// expect: none
// classes: 1
// Two bit-fields split by a zero-width bit-field are distinct memory locations (C11 3.14):
// each thread writes its own under its own mutex, no race.
#include <pthread.h>
#include <assert.h>
struct status {
  unsigned ready : 1;
  unsigned count : 7;
  int : 0;
  unsigned errors : 8;
};
struct status st;
pthread_mutex_t ma = PTHREAD_MUTEX_INITIALIZER, mb = PTHREAD_MUTEX_INITIALIZER;
void *a(void *arg) {
  for (int k = 0; k < 2; k++) { pthread_mutex_lock(&ma); st.count++; st.ready = 1; pthread_mutex_unlock(&ma); }
  return arg;
}
void *b(void *arg) {
  pthread_mutex_lock(&mb); st.errors += 3; pthread_mutex_unlock(&mb);
  return arg;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, a, 0);
  pthread_create(&y, 0, b, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(st.count == 2 && st.ready == 1 && st.errors == 3);
  return 0;
}
