// Strict alternation through a mutex (the ping-pong idiom of public suites, with a lock
// instead of atomics): two players each try ROUNDS times to take the baton, a third thread
// keeps taking the same lock for its own bookkeeping. A try succeeds only when the baton
// is the player's; every try succeeds only when the players' critical sections alternate
// strictly, one each, for all 2 * ROUNDS of them.
#include <assert.h>
#include <pthread.h>

#define ROUNDS 10
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int baton = 0;   // whose turn it is
static int passes = 0;  // successful tries
static int ticks = 0;   // the bookkeeper's

static void* player(void* arg) {
  const int me = (int)(long)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&m);
    if (baton == me) {
      baton = 1 - me;
      passes++;
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void* bookkeeper(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&m);
    ticks++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&c, 0, bookkeeper, 0);
  pthread_create(&b, 0, player, (void*)1L);
  pthread_create(&a, 0, player, (void*)0L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(passes < 2 * ROUNDS);  // reached only by strict alternation
  return 0;
}
