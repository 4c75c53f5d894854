// expect: none
// classes: 2
// rf-classes: 2
// Ownership transfer through a queue: the producer mallocs a message, pushes it on a
// mutex+condvar queue (the consumer now owns it and frees it after handling); the producer
// logs the length before the push, while it still owns the message.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
struct msg { struct msg *next; size_t len; char text[16]; };
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
static struct msg *head;
static size_t logged;

static void *consumer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  while (!head) pthread_cond_wait(&nonempty, &m);
  struct msg *mine = head;
  head = mine->next;
  pthread_mutex_unlock(&m);
  free(mine);
  return 0;
}

int main(void) {
  pthread_t c;
  pthread_create(&c, 0, consumer, 0);
  struct msg *out = malloc(sizeof *out);
  strcpy(out->text, "hello");
  out->len = strlen(out->text);
  logged += out->len; /* logged while the producer still owns it */
  pthread_mutex_lock(&m);
  out->next = head;
  head = out;
  pthread_cond_signal(&nonempty);
  pthread_mutex_unlock(&m);
  (void)0;
  pthread_join(c, 0);
  return logged == 5 ? 0 : 1;
}
