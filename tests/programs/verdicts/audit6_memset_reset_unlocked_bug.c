// expect: data-race, assertion
// Statistics reset with memset without the mutex the updater holds: the reset races with
// the update and can land between its two fields.
#include <assert.h>
#include <pthread.h>
#include <string.h>
struct stats {
  int requests;
  int bytes;
};
struct stats st;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *updater(void *arg) {
  pthread_mutex_lock(&m);
  st.requests += 1;
  st.bytes += 100;
  assert(st.bytes == 100 * st.requests);
  pthread_mutex_unlock(&m);
  return arg;
}
void *resetter(void *arg) {
  memset(&st, 0, sizeof st);
  return arg;
}
int main(void) {
  pthread_t u, r;
  pthread_create(&u, 0, updater, 0);
  pthread_create(&r, 0, resetter, 0);
  pthread_join(u, 0);
  pthread_join(r, 0);
  return 0;
}
