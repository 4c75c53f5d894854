// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// Heap memory initialised every usual way: calloc, memset, bit-fields, whole-struct copies
// of partially initialised structs, library formatting, realloc of written bytes.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct header {
  unsigned valid : 1;
  unsigned kind : 3;
  int length;
  char name[12];
};

static struct header *shared;

static void *reader(void *arg) {
  (void)arg;
  struct header copy = *shared;
  return (void *)(long)(copy.valid + copy.length);
}

int main(void) {
  int *zeros = calloc(8, sizeof *zeros);
  char *text = malloc(16);
  memset(text, 0, 16);
  struct header *h = malloc(sizeof *h);
  h->valid = 1;
  h->length = 3;
  shared = malloc(sizeof *shared);
  *shared = *h;
  char *label = malloc(16);
  snprintf(label, 16, "%d", 0);
  int digits = 0;
  for (char *c = label; *c; c++) digits++;
  int *grown = malloc(2 * sizeof *grown);
  grown[0] = grown[1] = 5;
  grown = realloc(grown, 8 * sizeof *grown);
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  void *r;
  pthread_join(t, &r);
  int ok = zeros[7] == 0 && text[15] == 0 && digits == 1 && grown[1] == 5 && (long)r == 4;
  free(zeros); free(text); free(h); free(shared); free(label); free(grown);
  return ok ? 0 : 1;
}
