// expect: none
// algos: pop,sdpor,dc,qpor
// A sorted linked list with a mutex per node and lock coupling ("hand over hand", AMP 9.5):
// a traversal holds the predecessor's lock while taking the current node's. One thread
// inserts 2 between sentinels holding 1 and 3, the other removes 3; the list ends with
// 1, 2 (and the removed node freed only after the removing thread unlinked it under both
// locks). No race, no use after free.
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
  pthread_mutex_lock(&pred->lock);
  struct node *curr = pred->next;
  pthread_mutex_lock(&curr->lock);
  while (curr->key < key) {
    pthread_mutex_unlock(&pred->lock);
    pred = curr;
    curr = curr->next;
    pthread_mutex_lock(&curr->lock);
  }
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
