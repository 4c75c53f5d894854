// expect: none
// algos: sdpor,pop,dc
// C11 <threads.h>: call_once to set up, a one-slot mailbox with mtx_t and cnd_t and a
// while-loop wait on both sides, thrd_join with the result.
#include <threads.h>
#include <assert.h>
mtx_t lock;
cnd_t changed;
once_flag setup_once = ONCE_FLAG_INIT;
int setups, full, box;
static void setup(void) { setups++; }
int producer(void *arg) {
  call_once(&setup_once, setup);
  for (int i = 1; i <= 2; i++) {
    mtx_lock(&lock);
    while (full) cnd_wait(&changed, &lock);
    box = i; full = 1;
    cnd_broadcast(&changed);
    mtx_unlock(&lock);
  }
  return 0;
}
int consumer(void *arg) {
  call_once(&setup_once, setup);
  int sum = 0;
  for (int i = 0; i < 2; i++) {
    mtx_lock(&lock);
    while (!full) cnd_wait(&changed, &lock);
    sum += box; full = 0;
    cnd_signal(&changed);
    mtx_unlock(&lock);
  }
  return sum;
}
int main(void) {
  mtx_init(&lock, mtx_plain);
  cnd_init(&changed);
  thrd_t p, c;
  thrd_create(&p, producer, 0); thrd_create(&c, consumer, 0);
  int sum = 0;
  thrd_join(p, 0); thrd_join(c, &sum);
  assert(sum == 3);
  assert(setups == 1);
  cnd_destroy(&changed); mtx_destroy(&lock);
  return 0;
}
