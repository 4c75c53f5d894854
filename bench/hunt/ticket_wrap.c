// A ticket lock whose counters wrap at 4: five threads take the lock 6 times each; two
// threads get the same ticket only when all five hold a ticket at once (four waiting
// behind the holder), and then both enter the critical section. The twin wraps at 8.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define THREADS 5
#define ROUNDS 6
#ifdef CORRECT
#define WRAP 8
#else
#define WRAP 4
#endif
static atomic_int next_ticket = 0, serving = 0;
static atomic_int inside = 0;
static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t turn = PTHREAD_COND_INITIALIZER;

static void* worker(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
    int mine = atomic_load(&next_ticket);
    while (!atomic_compare_exchange_strong(&next_ticket, &mine, (mine + 1) % WRAP)) {
    }
    pthread_mutex_lock(&gate);
    while (atomic_load(&serving) != mine) pthread_cond_wait(&turn, &gate);
    pthread_mutex_unlock(&gate);
    assert(atomic_fetch_add(&inside, 1) == 0);  // mutual exclusion
    atomic_fetch_sub(&inside, 1);
    pthread_mutex_lock(&gate);
    atomic_store(&serving, (mine + 1) % WRAP);
    pthread_cond_broadcast(&turn);
    pthread_mutex_unlock(&gate);
  }
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  return 0;
}
