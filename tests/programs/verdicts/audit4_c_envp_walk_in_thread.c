// expect: none
// A thread counts the environment entries through main's envp while main counts them through
// `environ`: both see the same environment.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>
extern char **environ;
char **env_of_main;
int counted;
void *count_env(void *arg) {
  int n = 0;
  for (char **e = env_of_main; e && *e; e++) n++;
  counted = n;
  return arg;
}
int main(int argc, char *argv[], char *envp[]) {
  (void)argc;
  (void)argv;
  env_of_main = envp;
  pthread_t t;
  pthread_create(&t, 0, count_env, 0);
  pthread_join(t, 0);
  int n = 0;
  for (char **e = environ; *e; e++) n++;
  assert(envp != 0 && counted == n);
  return 0;
}
