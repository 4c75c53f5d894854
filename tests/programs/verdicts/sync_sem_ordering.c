// expect: none
// A semaphore orders two threads: the second reads what the first wrote.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
sem_t done;
int value;
void *first(void *arg) { value = 5; sem_post(&done); return 0; }
void *second(void *arg) { sem_wait(&done); assert(value == 5); return 0; }
int main(void) {
  sem_init(&done, 0, 0);
  pthread_t a, b;
  pthread_create(&b, 0, second, 0); pthread_create(&a, 0, first, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
