// expect: none
// classes: 2
// rf-classes: 2
// goblint-regression's style (the verdict of each access in a comment): a global reached
// through two aliases (a struct's pointer field and a plain pointer), always under the mutex
// that the struct also reaches through a pointer.
#include <pthread.h>
struct ctx {
  pthread_mutex_t *lock;
  int *data;
};
int glob;
pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
struct ctx shared = {&mutex, &glob};
void *t_fun(void *arg) {
  struct ctx *c = arg;
  pthread_mutex_lock(c->lock);
  (*c->data)++; // NORACE
  pthread_mutex_unlock(c->lock);
  return NULL;
}
int main(void) {
  pthread_t id;
  int *alias = &glob;
  pthread_create(&id, NULL, t_fun, &shared);
  pthread_mutex_lock(&mutex);
  (*alias)++; // NORACE
  pthread_mutex_unlock(&mutex);
  pthread_join(id, NULL);
  return 0;
}
