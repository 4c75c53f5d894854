// expect: data-race, memory-error
// algos: pop,sdpor,dc
// A library's teardown in `__attribute__((destructor))`: it frees the job queue a detached
// producer still fills (under the queue's lock; the destructor takes no lock, as it assumes
// every thread is gone). main returns as soon as the producer has started, so exit() runs
// the destructor in main's thread while the producer may still append: its reads of `head`
// race with the producer's writes. Natively (gcc -O2, 200 runs) it printed "freed 0 jobs"
// 57 times and "freed 2 jobs" 143 times; clang -O1 -fsanitize=thread reported a data race
// in 20 runs of 20. With the race, the destructor can also read a job it already freed
// (`head->next` after the producer's update: a use after free).
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
static sem_t started;
static void *producer(void *arg) {
  sem_post(&started);
  for (int i = 0; i < 2; ++i) {
    struct job *j = malloc(sizeof *j);
    j->id = i;
    pthread_mutex_lock(&queue_lock);
    j->next = head;
    head = j;
    pthread_mutex_unlock(&queue_lock);
  }
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
}
int main(void) {
  pthread_t t;
  sem_init(&started, 0, 0);
  pthread_create(&t, NULL, producer, NULL);
  pthread_detach(t);
  sem_wait(&started);
  return 0;
}
