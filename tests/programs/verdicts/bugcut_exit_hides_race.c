// expect: exit, data-race
// exit(3) from a checker thread ends the first run (main waits in a join) while the writer
// thread is pending on a read that conflicts with nothing; the writer's later store to
// `status` races with the checker's read, and the order writer-first exits normally.
#include <pthread.h>
#include <stdlib.h>
int config = 1, status;
void *checker(void *a) {
  if (status == 0) exit(3);
  return 0;
}
void *writer(void *a) {
  int c = config;  // independent of the checker
  status = c + 1;  // races with the checker's read
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, checker, 0);
  pthread_create(&t2, 0, writer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
