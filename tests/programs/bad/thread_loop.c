// Unbounded thread creation.
#include <pthread.h>
static void* idle(void* arg) { return arg; }
int main(void) {
  for (;;) {
    pthread_t t;
    pthread_create(&t, 0, idle, 0);
  }
}
