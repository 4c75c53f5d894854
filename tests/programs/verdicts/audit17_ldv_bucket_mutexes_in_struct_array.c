// algos: sdpor,pop,qpor,dc
// expect: none
// Mutexes inside structs in an array, found through a helper that hashes the key.
#include <pthread.h>
#include <assert.h>
struct bucket { pthread_mutex_t lock; int count; };
struct table { struct bucket b[4]; } tbl;
static struct bucket *bucket_for(int key) { return &tbl.b[key & 3]; }
void *ins(void *a) {
  int key = *(int *)a;
  struct bucket *bk = bucket_for(key);
  pthread_mutex_lock(&bk->lock); bk->count++; pthread_mutex_unlock(&bk->lock);
  return 0;
}
int main(void) {
  for (int i = 0; i < 4; i++) pthread_mutex_init(&tbl.b[i].lock, 0);
  int keys[3] = {1, 5, 2}; pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, ins, &keys[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(tbl.b[1].count == 2 && tbl.b[2].count == 1);
  return 0;
}
