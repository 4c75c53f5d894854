// A lost wake-up that needs a timing: the signaller skips the signal when it counts no
// sleeper (the "notify only if someone waits" optimisation), and the waiter tests the flag
// before it registers as a sleeper. If the signaller sets the flag and reads the sleeper
// count inside the waiter's two steps between its test and its registration, nobody
// signals and the waiter sleeps forever (a deadlock). Before that, the waiter does 40
// steps of work and the signaller 120 on a counter both update, so the window comes only
// when the two run at about the right paces; after it both do 150 more and a logger 150,
// so a depth-first search has all their orders to go through before it reverses the race
// in the middle. The twin tests the flag again under the lock.
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static atomic_int ready = 0, sleepers = 0, work = 0;

static void* waiter(void* arg) {
  (void)arg;
  for (int k = 0; k < 40; k++) atomic_fetch_add(&work, 1);
  if (!atomic_load(&ready)) {
    pthread_mutex_lock(&m);
    atomic_fetch_add(&sleepers, 1);
#ifndef CORRECT
    pthread_cond_wait(&cv, &m);
#else
    while (!atomic_load(&ready)) pthread_cond_wait(&cv, &m);
#endif
    atomic_fetch_sub(&sleepers, 1);
    pthread_mutex_unlock(&m);
  }
  for (int k = 0; k < 150; k++) atomic_fetch_add(&work, 1);
  return 0;
}

static void* signaller(void* arg) {
  (void)arg;
  for (int k = 0; k < 120; k++) atomic_fetch_add(&work, 2);
  atomic_store(&ready, 1);
  if (atomic_load(&sleepers) > 0) {
    pthread_mutex_lock(&m);
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
  }
  for (int k = 0; k < 150; k++) atomic_fetch_add(&work, 2);
  return 0;
}

static void* logger(void* arg) {
  (void)arg;
  for (int k = 0; k < 150; k++) atomic_fetch_add(&work, 3);
  return 0;
}

int main(void) {
  pthread_t w, s, l;
  pthread_create(&s, 0, signaller, 0);
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&l, 0, logger, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  pthread_join(l, 0);
  return 0;
}
