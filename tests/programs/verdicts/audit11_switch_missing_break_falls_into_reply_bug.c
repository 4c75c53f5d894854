// expect: assertion
// The state-machine twin with a missing `break` after the REQUEST case: when the client
// steps again before the server answered, it falls from REQUEST into the REPLY case and
// consumes a reply nobody wrote (payload still 21). Only interleavings where the client
// outpaces the server reach the error.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);
enum { IDLE, REQUEST, REPLY, DONE };
int state = IDLE;
int payload = 0;
static void step(int me) {
  __VERIFIER_atomic_begin();
  switch (state) {
    case IDLE: if (me == 0) { state = REQUEST; payload = 21; } break;
    case REQUEST: if (me == 1) { payload = payload * 2; state = REPLY; }
    /* missing break: falls into REPLY */
    case REPLY: if (me == 0) { if (payload != 42) reach_error(); state = DONE; } break;
    default: break;
  }
  __VERIFIER_atomic_end();
}
void *client(void *arg) { for (int i = 0; i < 3; i++) step(0); return arg; }
void *server(void *arg) { for (int i = 0; i < 3; i++) step(1); return arg; }
int main(void) {
  pthread_t c, s;
  pthread_create(&c, 0, client, 0);
  pthread_create(&s, 0, server, 0);
  pthread_join(c, 0);
  pthread_join(s, 0);
  return 0;
}
