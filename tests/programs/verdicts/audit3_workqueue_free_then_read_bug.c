// expect: data-race, memory-error
// A work queue of malloc'd items: the producer keeps using an item after handing it over,
// and the consumer frees it once done, so the producer can read freed memory
// (its read and the free are unordered: also a race).
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>
struct item { int value; struct item *next; };
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
struct item *head;
int handled;
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (!head) pthread_cond_wait(&nonempty, &m);
  struct item *it = head;
  head = it->next;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  handled += it->value;
  pthread_mutex_unlock(&m);
  free(it);
  return 0;
}
int main(void) {
  pthread_t c;
  pthread_create(&c, 0, consumer, 0);
  struct item *it = malloc(sizeof *it);
  it->value = 5;
  it->next = 0;
  pthread_mutex_lock(&m);
  head = it;
  pthread_cond_signal(&nonempty);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  printf("queued %d\n", it->value);
  pthread_mutex_unlock(&m);
  pthread_join(c, 0);
  return 0;
}
