// expect: none
// classes: 2
// rf-classes: 2
// K&R-style definitions (old-style parameter lists, an implicit-int-free but prototype-less
// extern), a large static array (1 MiB of counters) of which each thread touches its own
// stripe, and a locked grand total checked after the joins.
#include <pthread.h>
extern void abort();
extern int __VERIFIER_nondet_int();
void reach_error() { abort(); }
#define CELLS (1 << 18)
static int histogram[CELLS];
static int grand_total;
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
static int stripe_sum(first, count)
int first;
int count;
{
  int s = 0, i;
  for (i = first; i < first + count; i++) s += histogram[i];
  return s;
}
static void *fill(arg)
void *arg;
{
  int base = (int)(long)arg;
  histogram[base] = 1;
  histogram[base + 1] = 2;
  pthread_mutex_lock(&total_lock);
  grand_total += stripe_sum(base, 2);
  pthread_mutex_unlock(&total_lock);
  return 0;
}
int main()
{
  pthread_t a, b;
  pthread_create(&a, 0, fill, (void *)0);
  pthread_create(&b, 0, fill, (void *)(long)(CELLS - 2));
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (grand_total != 6 || histogram[CELLS / 2] != 0) reach_error();
  return 0;
}
