// expect: none
// algos: sdpor,pop,dc
// A goto-based state machine per thread (IDLE -> REQUEST -> WAIT -> WORK -> DONE) talking
// to a server thread through atomic request/grant words.
#include <assert.h>
#include <pthread.h>
int request[2], grant[2];
int work_done;
void *client(void *arg) {
  int id = (int)(long)arg;
idle:
  goto req;
req:
  __atomic_store_n(&request[id], 1, __ATOMIC_RELEASE);
  goto wait;
wait:
  if (!__atomic_load_n(&grant[id], __ATOMIC_ACQUIRE)) goto wait;
  goto work;
work:
  work_done += id + 1; /* the server grants one client at a time */
  __atomic_store_n(&request[id], 0, __ATOMIC_RELEASE);
  goto done;
done:
  return 0;
  goto idle;
}
void *server(void *arg) {
  int served = 0;
  while (served < 2) {
    for (int id = 0; id < 2; id++) {
      if (__atomic_load_n(&request[id], __ATOMIC_ACQUIRE) == 1 &&
          !__atomic_load_n(&grant[id], __ATOMIC_RELAXED)) {
        __atomic_store_n(&grant[id], 1, __ATOMIC_RELEASE);
        while (__atomic_load_n(&request[id], __ATOMIC_ACQUIRE) != 0) {
        }
        served++;
      }
    }
  }
  return arg;
}
int main(void) {
  pthread_t c0, c1, s;
  pthread_create(&s, 0, server, 0);
  pthread_create(&c0, 0, client, (void *)0L);
  pthread_create(&c1, 0, client, (void *)1L);
  pthread_join(c0, 0);
  pthread_join(c1, 0);
  pthread_join(s, 0);
  assert(work_done == 3);
  return 0;
}
