// expect: data-race
// classes: 8
// rf-classes: 6
// The mutex-array twin that locks the neighbour's mutex (`locks + i + 1`) for cell i: the
// threads' updates of the same cell hold different mutexes.
#include <pthread.h>
pthread_mutex_t locks[3];
int cells[2];
void *t_fun(void *arg) {
  long i = (long)arg;
  for (int k = 0; k < 2; k++) {
    int c = (int)((i + k) % 2);
    pthread_mutex_t *m = locks + c + i;
    pthread_mutex_lock(m);
    cells[c] += 1;
    pthread_mutex_unlock(m);
  }
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, t_fun, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
