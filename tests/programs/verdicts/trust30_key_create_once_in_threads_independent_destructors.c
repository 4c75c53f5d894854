// expect: none
// algos: pop,sdpor,dc,qpor
// Two threads each create their own key under one pthread_once (the first also creates
// a shared counter key), set values and exit; each destructor touches only its own
// thread's data. Key numbers depend on the order of creation, the outcome does not.
#include <assert.h>
#include <pthread.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t shared_key;
static pthread_key_t own_key[2];
static int own_done[2];
static int shared_done[2];
static void make_shared_key(void) { pthread_key_create(&shared_key, NULL); }
static void own_destructor(void *value) { *(int *)value = 1; }
static void *worker(void *arg) {
  const int id = *(int *)arg;
  pthread_once(&once, make_shared_key);
  pthread_key_create(&own_key[id], own_destructor);
  pthread_setspecific(own_key[id], &own_done[id]);
  pthread_setspecific(shared_key, &shared_done[id]);
  return NULL;
}
int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, &ids[i]);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  for (int i = 0; i < 2; ++i) assert(own_done[i] == 1 && shared_done[i] == 0);
  return 0;
}
