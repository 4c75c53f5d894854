// expect: none
// classes: 34
// Two semaphores handed along: a waits on s1 then posts s2, b waits on s2, c posts s1 and
// takes an item of s1 back, main posts s1; every wait is a sem_trywait retry loop
// (docs/algorithms.md, "Semaphore try-retry loops").
#include <pthread.h>
#include <semaphore.h>
sem_t s1, s2;
int x;
void *a(void *arg) {
  while (sem_trywait(&s1) != 0) {
  }
  x = 1;
  sem_post(&s2);
  return arg;
}
void *b(void *arg) {
  while (sem_trywait(&s2) != 0) {
  }
  x = 2;
  return arg;
}
void *c(void *arg) {
  sem_post(&s1);
  while (sem_trywait(&s1) != 0) {
  }
  return arg;
}
int main(void) {
  pthread_t t[3];
  sem_init(&s1, 0, 0);
  sem_init(&s2, 0, 0);
  pthread_create(&t[0], 0, a, 0);
  pthread_create(&t[1], 0, b, 0);
  pthread_create(&t[2], 0, c, 0);
  sem_post(&s1);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
