// expect: none
// classes: 2
// rf-classes: 2
// A message copied into shared memory whole (one memcpy) and published by a flag; the
// receiver reads it field by field. Each field read observes the copy (or the initial zero).
#include <pthread.h>
#include <assert.h>
#include <string.h>
struct message {
  int seq;
  int value;
};
struct message box;
int ready;
void *sender(void *arg) {
  struct message m = {1, 42};
  memcpy(&box, &m, sizeof m);
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return arg;
}
void *receiver(void *arg) {
  if (__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) {
    int seq = box.seq;
    int value = box.value;
    assert(seq == 1 && value == 42);
  }
  return arg;
}
int main(void) {
  pthread_t s, r;
  pthread_create(&s, 0, sender, 0);
  pthread_create(&r, 0, receiver, 0);
  pthread_join(s, 0);
  pthread_join(r, 0);
  return 0;
}
