// expect: deadlock
// Transfers lock the source account then the destination: opposite transfers deadlock.
#include <pthread.h>
struct account { pthread_mutex_t m; int balance; } acc[2] = {{PTHREAD_MUTEX_INITIALIZER, 10}, {PTHREAD_MUTEX_INITIALIZER, 10}};
void transfer(struct account *from, struct account *to, int v) {
  pthread_mutex_lock(&from->m); pthread_mutex_lock(&to->m);
  from->balance -= v; to->balance += v;
  pthread_mutex_unlock(&to->m); pthread_mutex_unlock(&from->m);
}
void *t1(void *arg) { transfer(&acc[0], &acc[1], 5); return 0; }
void *t2(void *arg) { transfer(&acc[1], &acc[0], 3); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
