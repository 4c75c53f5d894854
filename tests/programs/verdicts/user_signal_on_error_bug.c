// expect: crash
// A watchdog thread that checks an invariant and signals the error with raise(SIGTERM)
// (the process's default action ends it): the updater breaks the invariant for a moment.
#include <pthread.h>
#include <signal.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int low = 0, high = 10;
static void *updater(void *arg) {
  pthread_mutex_lock(&m); low = 20; pthread_mutex_unlock(&m);   // transiently low > high
  pthread_mutex_lock(&m); high = 30; pthread_mutex_unlock(&m);
  return 0;
}
static void *watchdog(void *arg) {
  pthread_mutex_lock(&m);
  int broken = low > high;
  pthread_mutex_unlock(&m);
  if (broken) raise(SIGTERM);
  return 0;
}
int main(void) {
  pthread_t u, w;
  pthread_create(&u, 0, updater, 0);
  pthread_create(&w, 0, watchdog, 0);
  pthread_join(u, 0); pthread_join(w, 0);
  return 0;
}
