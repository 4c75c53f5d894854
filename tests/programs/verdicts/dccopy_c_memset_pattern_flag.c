// expect: none
// algos: dfs,sdpor,pop,dc
// rf-classes: 2
// A writer fills a word with memset(0xff) and raises a flag; the reader, if it sees the
// flag, copies the word out and checks every byte was filled. A fill's event records the
// byte repeated over the word (it recorded the one byte before).
#include <assert.h>
#include <pthread.h>
#include <string.h>
int flag, data;
void *writer(void *arg) {
  memset(&data, 0xff, sizeof data);
  __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST);
  return arg;
}
void *reader(void *arg) {
  if (__atomic_load_n(&flag, __ATOMIC_SEQ_CST)) {
    int v;
    memcpy(&v, &data, sizeof v);
    assert(v == -1);
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(data == -1);
  return 0;
}
