// expect: none
// algos: pop,sdpor,dc,qpor,dfs
// A token-bucket rate limiter as services write it: the bucket holds at most 2 tokens,
// refilled from CLOCK_MONOTONIC (1 token per second elapsed since the last refill), under
// one mutex. Two client threads each try to send 2 requests. Whatever the clock reads, the
// program runs well under a second, so no refill adds a token: at most 2 of the 4 requests
// are granted, and the token count never goes negative (checked under the lock).
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
  pthread_mutex_lock(&b->lock);
  long elapsed = (long)(now.tv_sec - b->last_refill.tv_sec);
  if (elapsed > 0 && now.tv_sec > b->last_refill.tv_sec) {
    b->tokens += (int)elapsed;
    if (b->tokens > 2) b->tokens = 2;
    b->last_refill = now;
  }
  int ok = b->tokens > 0;
  if (ok) {
    --b->tokens;
    ++granted;
  }
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
