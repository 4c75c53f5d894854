// expect: assertion, data-race
// flags: -std=gnu89
// Old K&R definitions and implicit int (pthread-lit / older benchmark style): two unlocked
// increments of a global can lose one.
#include <pthread.h>
#include <assert.h>
int shared;
increment(p)
  int *p;
{
  int t = *p;
  *p = t + 1;
  return 0;
}
void *thread_body(arg)
  void *arg;
{
  increment(&shared);
  return 0;
}
main()
{
  pthread_t a, b;
  pthread_create(&a, 0, thread_body, 0);
  pthread_create(&b, 0, thread_body, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(shared == 2);
  return 0;
}
