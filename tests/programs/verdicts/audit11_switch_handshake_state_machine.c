// expect: none
// classes: 70
// rf-classes: 70
// Two threads drive a shared state machine through a switch in atomic steps: the client
// moves IDLE->REQUEST and waits for REPLY, the server moves REQUEST->REPLY; the client
// consumes the reply (REPLY->DONE). Whatever the interleaving, the final state is DONE.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);
enum { IDLE, REQUEST, REPLY, DONE };
int state = IDLE;
int payload = 0;
static int step(int me) {
  int moved = 0;
  __VERIFIER_atomic_begin();
  switch (state) {
    case IDLE: if (me == 0) { state = REQUEST; payload = 21; moved = 1; } break;
    case REQUEST: if (me == 1) { payload = payload * 2; state = REPLY; moved = 1; } break;
    case REPLY: if (me == 0) { if (payload != 42) reach_error(); state = DONE; moved = 1; } break;
    default: break;
  }
  __VERIFIER_atomic_end();
  return moved;
}
void *client(void *arg) { for (int i = 0; i < 4; i++) step(0); return arg; }
void *server(void *arg) { for (int i = 0; i < 4; i++) step(1); return arg; }
int main(void) {
  pthread_t c, s;
  pthread_create(&c, 0, client, 0);
  pthread_create(&s, 0, server, 0);
  pthread_join(c, 0);
  pthread_join(s, 0);
  __VERIFIER_atomic_begin();
  int final = state;
  __VERIFIER_atomic_end();
  if (final != DONE && final != IDLE && final != REQUEST && final != REPLY) reach_error();
  return 0;
}
