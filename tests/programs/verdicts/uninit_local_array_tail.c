// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// Each worker fills the first three slots of its histogram and sums all four.
#include <pthread.h>
#include <stdio.h>

#define BUCKETS 4

static int total;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int base = (int)(long)arg;
  int hist[BUCKETS];
  for (int i = 0; i < BUCKETS - 1; i++) hist[i] = base + i;
  int sum = 0;
  for (int i = 0; i < BUCKETS; i++) sum += hist[i];
  pthread_mutex_lock(&lock);
  total += sum;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)1L);
  pthread_create(&b, NULL, worker, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("%d\n", total);
  return 0;
}
