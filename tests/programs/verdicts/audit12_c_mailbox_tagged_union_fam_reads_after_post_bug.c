// expect: data-race, memory-error
// algos: sdpor,pop,dc
// An actor-style mailbox: messages are a tagged union (ping / text / shutdown) with a
// flexible array member carrying a text payload, allocated with malloc(offsetof + length).
// A sender thread builds messages and posts them to the receiver's mailbox (a singly
// linked queue under a mutex and a condition variable); the receiver dispatches on the tag,
// and frees each message when done with it. The sender logs the text message's length
// after posting it: by then the receiver may have taken and freed it (a use after free).
// The twin that logs before posting is audit12_c_mailbox_tagged_union_fam_message.c.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum msg_kind { MSG_PING, MSG_TEXT, MSG_SHUTDOWN };

typedef struct message {
  struct message *next;
  enum msg_kind kind;
  union {
    struct {
      int seq;
    } ping;
    struct {
      size_t length;
      int urgent;
    } text;
  } u;
  char payload[];  // MSG_TEXT only
} message_t;

typedef struct {
  pthread_mutex_t lock;
  pthread_cond_t ready;
  message_t *head, *tail;
} mailbox_t;

static mailbox_t inbox = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL};

static message_t *msg_new(enum msg_kind kind, const char *text) {
  size_t len = text ? strlen(text) : 0;
  message_t *m = malloc(offsetof(message_t, payload) + len + 1);
  if (!m) {
    perror("malloc");
    exit(1);
  }
  m->next = NULL;
  m->kind = kind;
  if (kind == MSG_TEXT) {
    m->u.text.length = len;
    m->u.text.urgent = text[0] == '!';
    memcpy(m->payload, text, len + 1);
  } else {
    m->u.ping.seq = 0;
    m->payload[0] = '\0';
  }
  return m;
}

static void mailbox_post(mailbox_t *mb, message_t *m) {
  pthread_mutex_lock(&mb->lock);
  if (mb->tail)
    mb->tail->next = m;
  else
    mb->head = m;
  mb->tail = m;
  pthread_cond_signal(&mb->ready);
  pthread_mutex_unlock(&mb->lock);
}

static message_t *mailbox_take(mailbox_t *mb) {
  pthread_mutex_lock(&mb->lock);
  while (!mb->head) pthread_cond_wait(&mb->ready, &mb->lock);
  message_t *m = mb->head;
  mb->head = m->next;
  if (!mb->head) mb->tail = NULL;
  pthread_mutex_unlock(&mb->lock);
  return m;
}

static void *receiver(void *arg) {
  size_t *bytes = arg;
  for (;;) {
    message_t *m = mailbox_take(&inbox);
    enum msg_kind kind = m->kind;
    switch (kind) {
      case MSG_PING:
        printf("ping %d\n", m->u.ping.seq);
        break;
      case MSG_TEXT:
        *bytes += m->u.text.length;
        printf("text%s: %s\n", m->u.text.urgent ? " (urgent)" : "", m->payload);
        break;
      case MSG_SHUTDOWN:
        break;
    }
    free(m);
    if (kind == MSG_SHUTDOWN) return NULL;
  }
}

static void send_text(const char *text) {
  message_t *m = msg_new(MSG_TEXT, text);
  mailbox_post(&inbox, m);
  fprintf(stderr, "sent %zu bytes\n", m->u.text.length);  // BUG: the receiver owns m now
}

int main(void) {
  size_t bytes = 0;
  pthread_t r;
  pthread_create(&r, NULL, receiver, &bytes);
  mailbox_post(&inbox, msg_new(MSG_PING, NULL));
  send_text("!disk full");
  mailbox_post(&inbox, msg_new(MSG_SHUTDOWN, NULL));
  pthread_join(r, NULL);
  assert(bytes == strlen("!disk full"));
  assert(inbox.head == NULL);
  return 0;
}
