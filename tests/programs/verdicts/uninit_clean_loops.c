// expect: none
// complete: yes
// algos: sdpor,pop
// Locals initialised by loops, on every branch, late (`int x; ... x = ...;`), arrays read
// only where written, and a variadic function's va_list.
#include <pthread.h>
#include <stdarg.h>

static int results[2];

static int total_of(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int total = 0;
  for (int i = 0; i < count; i++) total += va_arg(ap, int);
  va_end(ap);
  return total;
}

static void *worker(void *arg) {
  int id = (int)(long)arg;
  int squares[10];
  for (int i = 0; i < 10; i++) squares[i] = i * i;
  int partial[10];
  for (int i = 0; i < 10; i += 2) partial[i] = i;
  int acc = 0;
  for (int i = 0; i < 10; i += 2) acc += partial[i] + squares[i];
  int sign;
  if (id > 0)
    sign = 1;
  else
    sign = -1;
  int late;
  late = total_of(3, id, acc, sign);
  int grid[3][3];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++) grid[r][c] = r + c;
  results[id] = late + grid[2][2];
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, (void *)1L);
  worker((void *)0L);
  pthread_join(t, NULL);
  int sum;
  int i = 0;
  do {
    if (i == 0) sum = 0;
    sum += results[i];
    i++;
  } while (i < 2);
  return sum > 0 ? 0 : 1;
}
