// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 6
// rf-classes: 6
// (DFS: complete, 6 Mazurkiewicz / 6 reads-from classes, too slow for the corpus time limit)
// Each request thread builds a summary line with asprintf from the shared client name and
// frees it; main renames the client under the registry lock the threads hold. asprintf
// reads the name, and its string is the program's to free (before: a false memory-error).
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK(m) pthread_mutex_lock(m)
#define UNLOCK(m) pthread_mutex_unlock(m)
static char client[32] = "alice";
static int served;
static pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
static void *request(void *arg) {
  long id = (long)arg;
  char *summary = NULL;
  pthread_mutex_lock(&registry);
  int n = asprintf(&summary, "request %ld for %s", id, client);
  served++;
  pthread_mutex_unlock(&registry);
  if (n > 0) {
    puts(summary);
    free(summary);
  }
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, request, (void *)1);
  pthread_create(&b, NULL, request, (void *)2);
  LOCK(&registry);
  strcpy(client, "bob");
  UNLOCK(&registry);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return served == 2 ? 0 : 1;
}
