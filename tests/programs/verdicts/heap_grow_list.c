// time-limit: 8
// expect: bound
// algos: dfs,sdpor,pop
// A producer that keeps appending to a list nobody drains.
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

struct node *head;

int main(void) {
  int i = 0;
  for (;;) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 1;
    n->value = i++;
    n->next = head;
    head = n;
  }
}
