// expect: none
// classes: 2
// rf-classes: 2
// Old C: K&R function definitions, an `extern` declaration before the functions that use the
// variable and its definition at the end of the file, implicit `int` parameters declared in
// the K&R list. The two threads' increments are inside an atomic function.
#include <pthread.h>
extern int total;
extern void reach_error();
void __VERIFIER_atomic_add(amount)
  int amount;
{
  total = total + amount;
}
void *worker(arg)
  void *arg;
{
  __VERIFIER_atomic_add((int)(long)arg);
  return 0;
}
int main()
{
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)2L);
  pthread_create(&b, 0, worker, (void *)3L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (total != 5) reach_error();
  return 0;
}
int total = 0;
