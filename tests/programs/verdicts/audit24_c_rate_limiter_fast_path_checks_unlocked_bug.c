// expect: data-race, assertion
// algos: pop,sdpor,dc,qpor,dfs
// Bug twin of audit24_c_rate_limiter_token_bucket_clock_gettime.c: the "fast path" checks
// for a token before taking the lock (check-then-act). Both clients can see the last token,
// both take the lock in turn and decrement: the count goes to -1 and the assertion under the
// lock fails; the unlocked read of `tokens` races with the other client's locked decrement.
#include <assert.h>
#include <pthread.h>
#include <time.h>
struct bucket {
  pthread_mutex_t lock;
  int tokens;
  struct timespec last_refill;
};
static struct bucket limiter = {PTHREAD_MUTEX_INITIALIZER, 2, {0, 0}};
static int granted;
static int try_acquire(struct bucket *b) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  if (b->tokens <= 0) return 0;
  pthread_mutex_lock(&b->lock);
  long elapsed = (long)(now.tv_sec - b->last_refill.tv_sec);
  if (elapsed > 0 && now.tv_sec > b->last_refill.tv_sec) {
    b->tokens += (int)elapsed;
    if (b->tokens > 2) b->tokens = 2;
    b->last_refill = now;
  }
  int ok = 1;
  --b->tokens;
  ++granted;
  assert(b->tokens >= 0);
  pthread_mutex_unlock(&b->lock);
  return ok;
}
static void *client(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i) try_acquire(&limiter);
  return NULL;
}
int main(void) {
  clock_gettime(CLOCK_MONOTONIC, &limiter.last_refill);
  pthread_t a, b;
  pthread_create(&a, NULL, client, NULL);
  pthread_create(&b, NULL, client, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(granted <= 2);
  return 0;
}
