// Five dining philosophers, 8 meals each, each takes the left fork then the right: the
// deadlock needs all five holding their left fork at once, in one of the 40 rounds. The twin
// has the last philosopher take the right fork first.
#include <pthread.h>
#include <stdatomic.h>

#define PHILOSOPHERS 5
#define MEALS 8
static pthread_mutex_t forks[PHILOSOPHERS];
static atomic_int meals = 0;

static void* philosopher(void* arg) {
  const int id = (int)(long)arg;
  int left = id, right = (id + 1) % PHILOSOPHERS;
#ifdef CORRECT
  if (id == PHILOSOPHERS - 1) { left = right; right = id; }
#endif
  for (int k = 0; k < MEALS; k++) {
    atomic_fetch_add(&meals, 0);  // thinking
    pthread_mutex_lock(&forks[left]);
    pthread_mutex_lock(&forks[right]);
    atomic_fetch_add(&meals, 1);
    pthread_mutex_unlock(&forks[right]);
    pthread_mutex_unlock(&forks[left]);
  }
  return 0;
}

int main(void) {
  for (int i = 0; i < PHILOSOPHERS; i++) pthread_mutex_init(&forks[i], 0);
  pthread_t t[PHILOSOPHERS];
  for (long i = 0; i < PHILOSOPHERS; i++) pthread_create(&t[i], 0, philosopher, (void*)i);
  for (int i = 0; i < PHILOSOPHERS; i++) pthread_join(t[i], 0);
  return 0;
}
