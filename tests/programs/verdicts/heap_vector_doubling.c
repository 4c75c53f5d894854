// time-limit: 8
// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// A growable array doubling up to 256 KiB, filled by two threads under a mutex.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static int *items;
static size_t count, capacity;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void push(int v) {
  pthread_mutex_lock(&lock);
  if (count == capacity) {
    capacity = capacity ? capacity * 2 : 16;
    items = realloc(items, capacity * sizeof *items);
  }
  items[count++] = v;
  pthread_mutex_unlock(&lock);
}

static void *fill(void *arg) {
  for (int i = 0; i < 2; i++) push((int)(long)arg);
  return NULL;
}

int main(void) {
  int *scratch = malloc(256 * 1024);
  scratch[0] = 1;
  free(scratch);
  pthread_t a, b;
  pthread_create(&a, NULL, fill, (void *)1);
  pthread_create(&b, NULL, fill, (void *)2);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(count == 4);
  free(items);
  return 0;
}
