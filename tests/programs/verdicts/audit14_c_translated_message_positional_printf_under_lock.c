// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// A translated message whose arguments come in another order than the format's text
// (`%2$s ... %1$d`, as gettext catalogues reorder them): the user name is printed through
// the second argument, under the lock the renaming thread holds.
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#define LOCK(m) pthread_mutex_lock(m)
#define UNLOCK(m) pthread_mutex_unlock(m)
static char user[16] = "guest";
static int unread = 3;
static pthread_mutex_t account = PTHREAD_MUTEX_INITIALIZER;
static const char *const catalogue_format = "%2$s: %1$d new messages\n";
static void *login(void *arg) {
  (void)arg;
  pthread_mutex_lock(&account);
  strncpy(user, "root", sizeof user);
  unread = 0;
  pthread_mutex_unlock(&account);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, login, NULL);
  pthread_mutex_lock(&account);
  int count = unread;
  pthread_mutex_unlock(&account);
  LOCK(&account);
  printf(catalogue_format, count, user);
  UNLOCK(&account);
  pthread_join(t, NULL);
  return 0;
}
