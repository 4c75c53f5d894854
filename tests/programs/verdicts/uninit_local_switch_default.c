// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// A command decoder sets the cost in every case but the one the second thread can make it
// see (a command published before its argument).
#include <pthread.h>

static int command;  // 0: none, 1: read, 2: write, 3: flush
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int spent;

static void *decoder(void *arg) {
  (void)arg;
  int cost;
  pthread_mutex_lock(&lock);
  switch (command) {
    case 0: cost = 0; break;
    case 1: cost = 2; break;
    case 2: cost = 5; break;
  }
  spent += cost;
  pthread_mutex_unlock(&lock);
  return NULL;
}

static void *issuer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  command = 3;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, decoder, NULL);
  pthread_create(&b, NULL, issuer, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
