// expect: none
// algos: pop,sdpor,dc
// trust27_destructor_frees_queue_detached_producer_race_bug.c with main waiting for the
// detached producer's last post (after its last append) before it returns: the semaphore
// orders every append before exit() runs the `__attribute__((destructor))` teardown, which
// frees both jobs and checks the count. Natively (gcc -O2, 200 runs): always "freed 2 jobs".
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
struct job {
  int id;
  struct job *next;
};
static struct job *head;
static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static sem_t finished;
static void *producer(void *arg) {
  for (int i = 0; i < 2; ++i) {
    struct job *j = malloc(sizeof *j);
    j->id = i;
    pthread_mutex_lock(&queue_lock);
    j->next = head;
    head = j;
    pthread_mutex_unlock(&queue_lock);
  }
  sem_post(&finished);
  return arg;
}
__attribute__((destructor)) static void free_queue(void) {
  int freed = 0;
  while (head) {
    struct job *next = head->next;
    free(head);
    head = next;
    ++freed;
  }
  printf("freed %d jobs\n", freed);
  assert(freed == 2);
}
int main(void) {
  pthread_t t;
  sem_init(&finished, 0, 0);
  pthread_create(&t, NULL, producer, NULL);
  pthread_detach(t);
  sem_wait(&finished);
  return 0;
}
