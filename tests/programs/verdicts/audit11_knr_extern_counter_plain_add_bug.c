// expect: data-race, assertion
// classes: 4
// rf-classes: 4
// The K&R twin whose add function is not an atomic function (plain name): the threads'
// read-modify-writes of the extern counter race and one update can be lost.
#include <pthread.h>
extern int total;
extern void reach_error();
void add(amount)
  int amount;
{
  total = total + amount;
}
void *worker(arg)
  void *arg;
{
  add((int)(long)arg);
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
