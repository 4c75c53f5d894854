// expect: unsupported
// complete: no
// Two threads talk over a socketpair: a read would block braid's process natively; refused.
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>
int sv[2];
void *peer(void *arg) {
  write(sv[1], "p", 1);
  return arg;
}
int main(void) {
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) return 0;
  pthread_t t;
  pthread_create(&t, 0, peer, 0);
  char c = 0;
  read(sv[0], &c, 1);
  pthread_join(t, 0);
  return c != 'p';
}
