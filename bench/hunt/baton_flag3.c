// Strict alternation of three players through a flag read under a lock (issue 17's
// variant of baton_mutex.c with four threads): each player tries ROUNDS times to take its
// turn, a bookkeeper keeps taking the same lock. A try succeeds only when the flag names
// the player; every try succeeds only when the players' critical sections follow the
// cycle 0, 1, 2, 0, 1, 2, ... for all 3 * ROUNDS of them.
#include <assert.h>
#include <pthread.h>

#define ROUNDS 6
#define PLAYERS 3
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int turn = 0;    // the player whose turn it is
static int passes = 0;  // successful tries
static int ticks = 0;   // the bookkeeper's

static void* player(void* arg) {
  const int me = (int)(long)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&m);
    const int mine = turn == me;
    pthread_mutex_unlock(&m);
    if (!mine) continue;
    pthread_mutex_lock(&m);
    turn = (me + 1) % PLAYERS;
    passes++;
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
  pthread_t p[PLAYERS], c;
  pthread_create(&c, 0, bookkeeper, 0);
  for (int i = PLAYERS - 1; i >= 0; i--) pthread_create(&p[i], 0, player, (void*)(long)i);
  for (int i = 0; i < PLAYERS; i++) pthread_join(p[i], 0);
  pthread_join(c, 0);
  assert(passes < PLAYERS * ROUNDS);  // reached only by strict alternation
  return 0;
}
