// expect: data-race
// classes: 4
// rf-classes: 3
// goblint-regression's style (the verdict of each access in a comment): a global reached
// through two aliases; main locks a second mutex it believes is the struct's, but the
// struct's lock pointer was set to another one: the two increments race.
#include <pthread.h>
struct ctx {
  pthread_mutex_t *lock;
  int *data;
};
int glob;
pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;
struct ctx shared = {&other, &glob};
void *t_fun(void *arg) {
  struct ctx *c = arg;
  pthread_mutex_lock(c->lock);
  (*c->data)++; // RACE!
  pthread_mutex_unlock(c->lock);
  return NULL;
}
int main(void) {
  pthread_t id;
  int *alias = &glob;
  pthread_create(&id, NULL, t_fun, &shared);
  pthread_mutex_lock(&mutex);
  (*alias)++; // RACE!
  pthread_mutex_unlock(&mutex);
  pthread_join(id, NULL);
  return 0;
}
