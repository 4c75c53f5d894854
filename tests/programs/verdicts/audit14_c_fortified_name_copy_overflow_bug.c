// expect: abort
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// Built with _FORTIFY_SOURCE, a strcpy into a fixed-size field becomes __strcpy_chk: a name
// longer than the field makes glibc abort ("buffer overflow detected"), here in the thread
// that registers the long name, whichever order the threads run in.
#include <pthread.h>
#include <string.h>
#define fortified_strcpy(d, s) __builtin___strcpy_chk(d, s, __builtin_object_size(d, 1))
struct user {
  char name[8];
  int id;
};
static struct user users[2];
static pthread_mutex_t users_lock = PTHREAD_MUTEX_INITIALIZER;
static void *register_user(void *arg) {
  const char *name = arg;
  pthread_mutex_lock(&users_lock);
  static int next;
  int slot = next++;
  pthread_mutex_unlock(&users_lock);
  fortified_strcpy(users[slot].name, name);
  users[slot].id = slot + 1;
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, register_user, "ann");
  pthread_create(&b, NULL, register_user, "maximilian");
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
