// A lazy-initialisation race among six threads: each does a little work, then uses a shared
// table (and goes on working, so a depth-first search has every later order to go through) that the first user initialises. The buggy initialiser publishes "ready" between
// the table's two halves, so a thread that finds it ready in that window reads a half-built
// table (double-checked initialisation in the wrong order). The twin publishes last.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define THREADS 6
#define WORK 6
static atomic_int ready = 0;
static atomic_int head = 0, tail = 0;
static atomic_int work = 0;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;

static void init_table(void) {
  atomic_store(&head, 1);
#ifndef CORRECT
  atomic_store(&ready, 1);  // too early: tail is not set yet
#endif
  for (int k = 0; k < 3; k++) atomic_fetch_add(&work, 1);  // building the rest
  atomic_store(&tail, 1);
#ifdef CORRECT
  atomic_store(&ready, 1);
#endif
}

static void* user(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&work, 1);
  if (!atomic_load(&ready)) {
    pthread_mutex_lock(&init_lock);
    if (!atomic_load(&ready)) init_table();
    pthread_mutex_unlock(&init_lock);
  }
  assert(atomic_load(&head) == 1 && atomic_load(&tail) == 1);
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&work, 1);  // using the table
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, user, 0);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  return 0;
}
