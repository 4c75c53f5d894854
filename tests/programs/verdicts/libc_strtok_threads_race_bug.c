// expect: data-race
// Two workers tokenise their own copies of a string with strtok: strtok keeps its position
// in hidden libc state that every thread shares, so the two loops race on it (the second
// call of one thread can continue the other thread's string). braid reports the race on
// "strtok's hidden position".
#include <pthread.h>
#include <string.h>

static void *worker(void *arg) {
  char buf[32];
  strcpy(buf, (const char *)arg);
  long n = 0;
  for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) n++;
  return (void *)n;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, "x,y,z");
  pthread_create(&b, 0, worker, "p,q");
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
