// expect: deadlock
// algos: sdpor,pop,dc
// classes: 251
// (DFS counts 251 classes in 90 519 executions, too long for the corpus run. Random semaphore
// program 130 of tests/unit/test_random_programs.cpp.) One worker passes a section of a
// semaphore of 2, another takes units with two sem_trywait, a third looks at the count and
// posts a unit when it sees the first worker's write. A trywait moved in front of that post
// fails where the post found the count at zero: pop took it for a take and explored two such
// failures in both orders (257 executions before branch pop14b).
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
static sem_t s;
static atomic_int x[2];
static void *section(void *arg) {
  sem_wait(&s);
  x[1] = 2;
  sem_post(&s);
  return 0;
}
static void *taker(void *arg) {
  if (sem_trywait(&s) == 0) x[1] = 1;
  if (sem_trywait(&s) == 0) x[0] = 2;
  return 0;
}
static void *watcher(void *arg) {
  int v = 0;
  sem_getvalue(&s, &v);
  if (v > 0) x[0] = 2;
  v = x[1];
  if (v == 2) sem_post(&s);
  else x[1] = 2;
  return 0;
}
int main(void) {
  sem_init(&s, 0, 2);
  pthread_t t[3];
  pthread_create(&t[0], 0, section, 0);
  pthread_create(&t[1], 0, taker, 0);
  pthread_create(&t[2], 0, watcher, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
