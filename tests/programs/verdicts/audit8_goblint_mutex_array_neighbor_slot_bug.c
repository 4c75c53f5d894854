// expect: data-race
// goblint regression style: thread id locks m[id] but writes data[(id + 1) % N], which its
// neighbour writes under m[id + 1].
#include <pthread.h>
#define N 2
static pthread_mutex_t m[N] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
static int data[N];
static void *t_fun(void *arg) {
  int id = *(int *)arg;
  pthread_mutex_lock(&m[id]);
  data[id]++;
  data[(id + 1) % N]++;
  pthread_mutex_unlock(&m[id]);
  return NULL;
}
int main(void) {
  pthread_t t[N];
  int ids[N] = {0, 1};
  for (int i = 0; i < N; i++) pthread_create(&t[i], NULL, t_fun, &ids[i]);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  return 0;
}
