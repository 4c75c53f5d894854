// expect: none
// classes: 1
// rf-classes: 1
// pthread_barrier_init with count 0 is EINVAL; a barrier of 1 returns SERIAL_THREAD.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_barrier_t b;
int main(void) { assert(pthread_barrier_init(&b, 0, 0) == EINVAL); assert(pthread_barrier_init(&b, 0, 1) == 0); assert(pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD); return 0; }
