// expect: data-race
// time-limit: 4
// A timed-lock retry loop that advances its deadline and gives up once the deadline passes a
// limit (the seconds decide the loop's exit here): on giving up it updates the counter anyway,
// racing with the holder. The give-up path needs three timeouts in a row.
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;
static void *impatient(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  const time_t limit = deadline.tv_sec + 3;
  int locked = 0;
  while (deadline.tv_sec < limit) {
    deadline.tv_sec++;
    if (pthread_mutex_timedlock(&m, &deadline) == 0) {
      locked = 1;
      break;
    }
  }
  counter++;   /* with or without the lock */
  if (locked) pthread_mutex_unlock(&m);
  return arg;
}
static void *holder(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&b, NULL, holder, NULL);
  pthread_create(&a, NULL, impatient, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
