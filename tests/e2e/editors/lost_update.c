#include <pthread.h>
#include <assert.h>
int counter;
void *worker(void *arg) { int tmp = counter; counter = tmp + 1; return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0); assert(counter == 2); return 0; }
