// expect: data-race
// classes: 4
// rf-classes: 3
// Locks the bucket of key%4 and counts in the bucket of key%2: keys 1 and 3 race.
#include <pthread.h>
struct bucket { pthread_mutex_t lock; int count; };
struct table { struct bucket b[4]; } tbl;
void *ins(void *a) {
  int key = *(int *)a;
  pthread_mutex_lock(&tbl.b[key % 4].lock);
  tbl.b[key % 2].count++; /* locks the bucket for key%4, counts in key%2 */
  pthread_mutex_unlock(&tbl.b[key % 4].lock);
  return 0;
}
int main(void) {
  for (int i = 0; i < 4; i++) pthread_mutex_init(&tbl.b[i].lock, 0);
  int keys[2] = {1, 3}; pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, ins, &keys[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
