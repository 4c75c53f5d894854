// expect: none
// classes: 1
// rf-classes: 1
// A thread-attribute template (joinable, a stack size) copied by value for each of two
// workers; both are joined and their results read after the joins.
#include <pthread.h>
extern void abort(void);
void reach_error() { abort(); }
int result[2];
void *w(void *a) {
  result[(long)a] = 1;
  return 0;
}
int main(void) {
  pthread_attr_t base;
  pthread_attr_init(&base);
  pthread_attr_setstacksize(&base, 1 << 17);
  pthread_attr_setdetachstate(&base, PTHREAD_CREATE_JOINABLE);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) {
    pthread_attr_t copy = base;
    size_t size = 0;
    pthread_attr_getstacksize(&copy, &size);
    if (size != 1 << 17) reach_error();
    pthread_create(&t[i], &copy, w, (void *)i);
  }
  pthread_attr_destroy(&base);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (!result[0] || !result[1]) reach_error();
  return 0;
}
