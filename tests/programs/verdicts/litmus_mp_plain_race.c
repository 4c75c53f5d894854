// expect: data-race
// MP with a plain flag: the flag itself races (volatile is no synchronisation either).
#include <pthread.h>
#include <assert.h>
int data;
volatile int flag;
void *writer(void *a) { data = 42; flag = 1; return 0; }
void *reader(void *a) {
  if (flag == 1) assert(data == 42);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0); pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
