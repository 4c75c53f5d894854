// expect: none
// algos: sdpor,pop,dc,qpor
// Mutexes inside malloc'd objects, initialised with pthread_mutex_init, destroyed and freed
// after the threads are joined; a grandchild thread joined by its parent.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct account { pthread_mutex_t lock; int balance; };
struct account *acct;
void *deposit(void *arg) {
  pthread_mutex_lock(&acct->lock);
  acct->balance += (int)(long)arg;
  pthread_mutex_unlock(&acct->lock);
  return 0;
}
void *parent(void *arg) {
  pthread_t child;
  pthread_create(&child, 0, deposit, (void *)10L);
  deposit((void *)1L);
  pthread_join(child, 0);
  return 0;
}
int main(void) {
  acct = malloc(sizeof *acct);
  pthread_mutex_init(&acct->lock, 0);
  acct->balance = 0;
  pthread_t p, d;
  pthread_create(&p, 0, parent, 0); pthread_create(&d, 0, deposit, (void *)100L);
  pthread_join(p, 0); pthread_join(d, 0);
  assert(acct->balance == 111);
  pthread_mutex_destroy(&acct->lock);
  free(acct);
  return 0;
}
