// expect: deadlock
// algos: sdpor,pop,dc
// time-limit: 10
// A reusable barrier written with C11 <threads.h> that waits on the arrival count instead of a
// generation counter: the last arrival resets the count and broadcasts, but the thread it woke
// re-checks the count only after the last arrival already entered the next round's barrier
// (count 1 again), so it waits again, and so does the other: both sleep forever. Two threads
// (main and one more), two rounds.
#include <assert.h>
#include <threads.h>
#define N 2
static mtx_t m;
static cnd_t c;
static int waiting, generation;
static int slot[N];

static void barrier_wait(void) {
  mtx_lock(&m);
  int my_generation = generation;
  if (++waiting == N) {
    waiting = 0;
    ++generation;
    cnd_broadcast(&c);
  } else {
    while (waiting != 0) cnd_wait(&c, &m); /* BUG: the next round makes waiting != 0 again */
  }
  mtx_unlock(&m);
}

static int worker(void *arg) {
  int me = (int)(long)arg;
  for (int round = 1; round <= 2; ++round) {
    slot[me] = round;
    barrier_wait();
    for (int i = 0; i < N; ++i) assert(slot[i] == round);
    barrier_wait();
  }
  return 0;
}

int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&c);
  thrd_t t[N - 1];
  for (long i = 1; i < N; ++i) thrd_create(&t[i - 1], worker, (void *)i);
  worker((void *)0);
  for (int i = 0; i < N - 1; ++i) thrd_join(t[i], 0);
  return 0;
}
