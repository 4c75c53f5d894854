// expect: none
// Results returned through pthread_join.
#include <pthread.h>
#include <assert.h>
void *twice(void *arg) { return (void *)(2 * (long)arg); }
int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, 0, twice, (void *)3); pthread_create(&b, 0, twice, (void *)5);
  pthread_join(a, &ra); pthread_join(b, &rb);
  assert((long)ra + (long)rb == 16);
  return 0;
}
