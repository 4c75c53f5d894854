// expect: none
// Each worker holds a mutex for its whole strtok loop: the hidden position is never shared
// by two loops at once, and each worker counts exactly its own tokens (strtok itself works
// under braid: the tokens are right in every interleaving).
#include <assert.h>
#include <pthread.h>
#include <string.h>

static pthread_mutex_t tokeniser = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  char buf[32];
  strcpy(buf, (const char *)arg);
  long n = 0;
  pthread_mutex_lock(&tokeniser);
  for (char *tok = strtok(buf, ";"); tok; tok = strtok(NULL, ";")) n++;
  pthread_mutex_unlock(&tokeniser);
  return (void *)n;
}

int main(void) {
  pthread_t a, b;
  void *na, *nb;
  pthread_create(&a, 0, worker, "a;b;c;d");
  pthread_create(&b, 0, worker, "e");
  pthread_join(a, &na);
  pthread_join(b, &nb);
  assert((long)na == 4 && (long)nb == 1);
  return 0;
}
