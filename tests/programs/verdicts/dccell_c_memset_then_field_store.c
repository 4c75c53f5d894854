// expect: none
// classes: 3
// rf-classes: 3
// A struct cleared whole by memset before the threads start, then one field set by one
// thread while another reads both fields: the memset writes both cells, the field store one.
#include <pthread.h>
#include <assert.h>
#include <string.h>
struct pair {
  int first;
  int second;
};
struct pair p = {7, 7};
void *setter(void *arg) {
  __atomic_store_n(&p.first, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&p.second, 2, __ATOMIC_SEQ_CST);
  return arg;
}
void *reader(void *arg) {
  int second = __atomic_load_n(&p.second, __ATOMIC_SEQ_CST);
  int first = __atomic_load_n(&p.first, __ATOMIC_SEQ_CST);
  assert(second == 0 || first == 1);
  return arg;
}
int main(void) {
  memset(&p, 0, sizeof p);
  pthread_t a, c;
  pthread_create(&a, 0, setter, 0);
  pthread_create(&c, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(c, 0);
  return 0;
}
