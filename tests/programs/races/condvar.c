// races: none. A producer fills a slot under a mutex and signals; the consumer waits on the
// condition variable. pthread_once initialises a table read by both threads.
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
pthread_once_t once = PTHREAD_ONCE_INIT;
int slot = 0, full = 0;
int table[4];

static void init_table(void) {
  for (int i = 0; i < 4; i++) table[i] = i;
}

static void *producer(void *arg) {
  (void)arg;
  pthread_once(&once, init_table);
  pthread_mutex_lock(&m);
  slot = table[1] + 41;
  full = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_once(&once, init_table);
  int v = table[2];
  pthread_mutex_lock(&m);
  while (!full) pthread_cond_wait(&c, &m);
  v += slot;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return v == 0;
}
