// Alternation through a condition variable, watched (issue 17's variant of baton_mutex.c):
// two players hand a turn back and forth, each waiting on the condition variable until the
// turn is its own, ROUNDS times; an auditor looks ROUNDS times under the same lock. The
// assertion fails only when every look comes right after a full round (both players'
// passes), i.e. the three threads run in strict rotation from start to end.
#include <assert.h>
#include <pthread.h>

#define ROUNDS 8
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int turn = 0;    // whose turn it is
static int passes = 0;  // turns taken
static int on_time = 0; // the auditor's looks that came right after a full round

static void* player(void* arg) {
  const int me = (int)(long)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&m);
    while (turn != me) pthread_cond_wait(&changed, &m);
    turn = 1 - me;
    passes++;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void* auditor(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&m);
    if (passes == 2 * k + 2) on_time++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&c, 0, auditor, 0);
  pthread_create(&b, 0, player, (void*)1L);
  pthread_create(&a, 0, player, (void*)0L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(on_time < ROUNDS);  // reached only by strict rotation
  return 0;
}
