// expect: data-race
// algos: pop,sdpor,dc,qpor,dfs
// Mixed-size accesses to one word, racing: a thread sets a flag byte inside a 32-bit
// state word through an unsigned char pointer while a monitor reads the whole word
// without the lock. The byte overlaps the word: a data race (C11 5.1.2.4), whatever the
// sizes. ThreadSanitizer (gcc -O2 -fsanitize=thread): "data race" reported in 20 of 20 runs.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
static uint32_t state_word;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *set_ready_byte(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  unsigned char *bytes = (unsigned char *)&state_word;
  bytes[2] = 0x7f;
  pthread_mutex_unlock(&lock);
  return 0;
}
static void *monitor(void *arg) {
  (void)arg;
  return (void *)(uintptr_t)state_word;  // wrong: reads the word without the lock
}
int main(void) {
  pthread_t a, b;
  void *seen;
  pthread_create(&a, 0, set_ready_byte, 0);
  pthread_create(&b, 0, monitor, 0);
  pthread_join(a, 0);
  pthread_join(b, &seen);
  printf("%lx\n", (unsigned long)(uintptr_t)seen);
  return 0;
}
