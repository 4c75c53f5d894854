// expect: data-race
// Each node carries its own lock, but the updater of node b locks node a's lock by mistake
// (a copy-paste bug): the two writers of b hold different locks.
#include <pthread.h>
struct node { pthread_mutex_t lock; int hits; };
struct node a = {PTHREAD_MUTEX_INITIALIZER, 0}, b = {PTHREAD_MUTEX_INITIALIZER, 0};
void *hit_b_right(void *arg) { pthread_mutex_lock(&b.lock); b.hits++; pthread_mutex_unlock(&b.lock); return 0; }
void *hit_b_wrong(void *arg) { pthread_mutex_lock(&a.lock); b.hits++; pthread_mutex_unlock(&a.lock); return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, hit_b_right, 0);
  pthread_create(&y, 0, hit_b_wrong, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
