// expect: none
// pthread-divine singleton style: threads race to create a singleton through a CAS on an
// atomic pointer; the loser frees its candidate; everyone ends up with the same instance.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct single { int id; };
static _Atomic(struct single *) instance;
static struct single *got[2];
static struct single *get_instance(int id) {
  struct single *s = atomic_load(&instance);
  if (s) return s;
  struct single *mine = malloc(sizeof *mine);
  if (!mine) abort();
  mine->id = id;
  struct single *expected = NULL;
  if (atomic_compare_exchange_strong(&instance, &expected, mine)) return mine;
  free(mine);
  return expected;
}
static void *user(void *arg) {
  long i = (long)arg;
  got[i] = get_instance((int)i + 1);
  assert(got[i]->id == 1 || got[i]->id == 2);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, (void *)0);
  pthread_create(&b, NULL, user, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(got[0] == got[1]);
  free(atomic_load(&instance));
  return 0;
}
