// expect: none
// complete: yes
// stdin: stdin_lines.txt
// algos: dfs,sdpor,pop
// Each line of input is a word handed to a worker; results are collected under a lock.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static size_t letters;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *count(void *arg) {
  const char *word = arg;
  size_t n = strlen(word);
  pthread_mutex_lock(&lock);
  letters += n;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  char words[2][32];
  int n = 0;
  while (n < 2 && fgets(words[n], sizeof words[n], stdin)) {
    words[n][strcspn(words[n], "\n")] = '\0';
    n++;
  }
  assert(n == 2);
  pthread_t t[2];
  for (int i = 0; i < n; i++) pthread_create(&t[i], NULL, count, words[i]);
  for (int i = 0; i < n; i++) pthread_join(t[i], NULL);
  assert(letters == 9);
  return 0;
}
