// expect: data-race, memory-error, misuse
// algos: pop,sdpor,dc,qpor
// The lock-coupled list of audit20_hand_over_hand_list_insert_remove.c where insert walks the
// list without locks and only then locks the two nodes it found (optimistic search with the
// validation forgotten): its reads of ->next race with the remover's unlinking, and the node
// holding 3 it found may already be freed when it locks it: a use after free, and a lock of
// a destroyed mutex (misuse).
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
struct node {
  int key;
  struct node *next;
  pthread_mutex_t lock;
};
static struct node *head;
static struct node *make(int key, struct node *next) {
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->next = next;
  pthread_mutex_init(&n->lock, NULL);
  return n;
}
static void insert(int key) {
  struct node *pred = head;
  struct node *curr = pred->next;
  while (curr->key < key) {
    pred = curr;
    curr = curr->next;
  }
  pthread_mutex_lock(&pred->lock);
  pthread_mutex_lock(&curr->lock);
  if (curr->key != key) pred->next = make(key, curr);
  pthread_mutex_unlock(&curr->lock);
  pthread_mutex_unlock(&pred->lock);
}
static void remove_key(int key) {
  struct node *pred = head;
  pthread_mutex_lock(&pred->lock);
  struct node *curr = pred->next;
  pthread_mutex_lock(&curr->lock);
  while (curr->key < key) {
    pthread_mutex_unlock(&pred->lock);
    pred = curr;
    curr = curr->next;
    pthread_mutex_lock(&curr->lock);
  }
  if (curr->key == key) {
    pred->next = curr->next;
    pthread_mutex_unlock(&curr->lock);
    pthread_mutex_destroy(&curr->lock);
    free(curr);
  } else {
    pthread_mutex_unlock(&curr->lock);
  }
  pthread_mutex_unlock(&pred->lock);
}
static void *inserter(void *arg) {
  insert(2);
  return arg;
}
static void *remover(void *arg) {
  remove_key(3);
  return arg;
}
int main(void) {
  struct node *tail = make(INT_MAX, NULL);
  head = make(INT_MIN, make(1, make(3, tail)));
  pthread_t a, b;
  pthread_create(&a, NULL, inserter, NULL);
  pthread_create(&b, NULL, remover, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  struct node *first = head->next;
  assert(first->key == 1 && first->next->key == 2 && first->next->next == tail);
  while (head) {
    struct node *next = head->next;
    pthread_mutex_destroy(&head->lock);
    free(head);
    head = next;
  }
  return 0;
}
