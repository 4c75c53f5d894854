// expect: none
// pthread-complex style elimination slot: a pusher offers its value in a slot (EMPTY ->
// WAITING with CAS), a popper may take it (WAITING -> BUSY); the pusher withdraws with CAS
// (WAITING -> EMPTY) if nobody took it. Every value ends exactly once either eliminated or
// pushed to the (locked) backup stack.
#include <assert.h>
#include <pthread.h>
enum { EMPTY, WAITING, BUSY };
int state = EMPTY;
int offered;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int stack[4], depth;
int got_by_elimination = -1, got_from_stack = -1;
void *pusher(void *arg) {
  int expected = EMPTY;
  if (__atomic_compare_exchange_n(&state, &expected, WAITING, 0, __ATOMIC_SEQ_CST,
                                  __ATOMIC_SEQ_CST)) {
    __atomic_store_n(&offered, 42, __ATOMIC_SEQ_CST);
    __atomic_store_n(&state, WAITING + 10, __ATOMIC_RELEASE); /* ready to be taken */
    expected = WAITING + 10;
    if (__atomic_compare_exchange_n(&state, &expected, EMPTY, 0, __ATOMIC_SEQ_CST,
                                    __ATOMIC_SEQ_CST)) {
      goto backup; /* withdrew: nobody took it */
    }
    /* taken: the popper moves the slot to BUSY, then back to EMPTY */
    return arg;
  }
backup:
  pthread_mutex_lock(&m);
  stack[depth++] = 42;
  pthread_mutex_unlock(&m);
  return arg;
}
void *popper(void *arg) {
  int expected = WAITING + 10;
  if (__atomic_compare_exchange_n(&state, &expected, BUSY, 0, __ATOMIC_ACQ_REL,
                                  __ATOMIC_ACQUIRE)) {
    got_by_elimination = __atomic_load_n(&offered, __ATOMIC_SEQ_CST);
    __atomic_store_n(&state, EMPTY, __ATOMIC_RELEASE);
    return arg;
  }
  pthread_mutex_lock(&m);
  if (depth > 0) got_from_stack = stack[--depth];
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, pusher, 0);
  pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int left = depth; /* value still on the backup stack */
  if (got_by_elimination >= 0) assert(got_by_elimination == 42 && left == 0 && got_from_stack < 0);
  else assert(left + (got_from_stack == 42) == 1);
  return 0;
}
