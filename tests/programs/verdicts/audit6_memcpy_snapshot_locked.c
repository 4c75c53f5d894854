// expect: none
// classes: 6
// A config struct replaced whole with memcpy under a mutex and read back with a struct copy
// under the same mutex; readers check its checksum field.
#include <assert.h>
#include <pthread.h>
#include <string.h>
struct config {
  int version;
  int width, height;
  int checksum;
};
struct config current = {1, 2, 3, 6};
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *updater(void *arg) {
  struct config next = {2, 10, 20, 32};
  pthread_mutex_lock(&m);
  memcpy(&current, &next, sizeof next);
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  struct config c = current;
  pthread_mutex_unlock(&m);
  assert(c.version + c.width + c.height == c.checksum);
  return arg;
}
int main(void) {
  pthread_t u, r1, r2;
  pthread_create(&u, 0, updater, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(u, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  return 0;
}
