// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// goblint-regression style: an array of heap structs each carrying its own mutex; threads
// update element i under element i's mutex, where i comes from the thread argument (two
// threads share index 1).
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct cell { pthread_mutex_t m; int v; };
static struct cell *cells;
static void *t_fun(void *arg) {
  struct cell *c = &cells[(long)arg];
  pthread_mutex_lock(&c->m);
  c->v++;
  pthread_mutex_unlock(&c->m);
  return NULL;
}
int main(void) {
  cells = malloc(3 * sizeof *cells);
  for (int i = 0; i < 3; i++) { pthread_mutex_init(&cells[i].m, NULL); cells[i].v = 0; }
  long idx[3] = { 0, 1, 1 };
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, t_fun, (void *)idx[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(cells[0].v == 1 && cells[1].v == 2 && cells[2].v == 0);
  free(cells);
  return 0;
}
