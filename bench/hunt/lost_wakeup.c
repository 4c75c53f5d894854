// A lost wake-up in the first rounds of 50: a waiter tests the flag outside the lock and
// only then sleeps; a signaller sets the flag and signals. Only when the signal falls
// between the waiter's test and its wait in one of the first 3 rounds (the later ones test
// under the lock) does the waiter sleep forever; a depth-first search has the 47 later
// rounds' orders to go through first. The twin tests under the lock.
#include <pthread.h>
#include <stdatomic.h>

#define ROUNDS 50
#define UNTIL 3
static atomic_int flag = 0;
static atomic_int round_done = 0;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER, done_cv = PTHREAD_COND_INITIALIZER;

static void* waiter(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
    if (k >= UNTIL) {
      pthread_mutex_lock(&lock);
      while (!atomic_load(&flag)) pthread_cond_wait(&cv, &lock);
      pthread_mutex_unlock(&lock);
    } else {
#ifdef CORRECT
      pthread_mutex_lock(&lock);
      while (!atomic_load(&flag)) pthread_cond_wait(&cv, &lock);
      pthread_mutex_unlock(&lock);
#else
      if (!atomic_load(&flag)) {  // tested outside the lock
        pthread_mutex_lock(&lock);
        pthread_cond_wait(&cv, &lock);
        pthread_mutex_unlock(&lock);
      }
#endif
    }
    pthread_mutex_lock(&lock);
    atomic_store(&flag, 0);
    atomic_store(&round_done, k + 1);
    pthread_cond_signal(&done_cv);
    pthread_mutex_unlock(&lock);
  }
  return 0;
}

static void* signaller(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&lock);
    atomic_store(&flag, 1);
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&lock);
    pthread_mutex_lock(&lock);  // wait for the waiter to finish this round
    while (atomic_load(&round_done) <= k) pthread_cond_wait(&done_cv, &lock);
    pthread_mutex_unlock(&lock);
  }
  return 0;
}

int main(void) {
  pthread_t w, s;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s, 0, signaller, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  return 0;
}
