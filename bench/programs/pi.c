// PI(T)  [QPOR]  benchmarks.md 3.4 (pth_pi_mutex with 5000 terms). braid's own
// implementation. T workers each sum their share of the Leibniz series locally and add it
// to the shared `sum` under a mutex; main joins them and compares with a serial estimate.
// Only the order of the T critical sections matters: count T!.
// Parameter: -DT= (or -DPARAM1=).
// Expected: safe.
#include <pthread.h>
#include <stdio.h>

#if !defined(T) && defined(PARAM1)
#define T PARAM1
#endif
#ifndef T
#define T 3
#endif
#define TERMS 5000

long thread_count;
long long n;
double sum;
pthread_mutex_t mutex;

static void *worker(void *arg) {
  long rank = (long)arg;
  long long my_n = n / thread_count;
  long long first = my_n * rank;
  long long last = first + my_n;
  double factor = (first % 2 == 0) ? 1.0 : -1.0;
  double my_sum = 0.0;
  for (long long i = first; i < last; i++, factor = -factor)
    my_sum += factor / (2 * i + 1);  // locals only
  pthread_mutex_lock(&mutex);
  sum = sum + my_sum;
  pthread_mutex_unlock(&mutex);
  return 0;
}

static double serial_pi(long long terms) {
  double s = 0.0, factor = 1.0;
  for (long long i = 0; i < terms; i++, factor = -factor)
    s += factor / (2 * i + 1);
  return 4.0 * s;
}

int main(void) {
  pthread_t th[T];
  thread_count = T;
  n = TERMS;
  pthread_mutex_init(&mutex, 0);
  sum = 0.0;
  for (long r = 0; r < T; r++)
    pthread_create(&th[r], 0, worker, (void *)r);
  for (int r = 0; r < T; r++)
    pthread_join(th[r], 0);
  sum = 4.0 * sum;
  printf("With n = %lld terms, the multi-threaded estimate of pi is %.15f\n", n, sum);
  printf("                    the single-threaded estimate is     %.15f\n", serial_pi(TERMS));
  pthread_mutex_destroy(&mutex);
  return 0;
}
