// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// A CSV importer: two loader threads each parse their own copy of a chunk ("id,qty;...")
// with strtok_r for the records, but the field splitter was written with plain strtok:
// its hidden position is shared by every thread, so the two loaders' calls race on it (and
// one loader may continue tokenizing the other's record). The twin with strtok_r
// throughout is audit12_c_csv_import_strtok_r_per_thread.c.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ITEMS = 4 };
static pthread_mutex_t inventory_lock = PTHREAD_MUTEX_INITIALIZER;
static long inventory[ITEMS];
static int records_loaded;

static int parse_long(const char *s, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno || end == s) return -1;
  *out = v;
  return 0;
}

static int import_record(char *record) {
  char *id_text = strtok(record, ",");  // BUG: strtok's position is shared by all threads
  char *qty_text = id_text ? strtok(NULL, ",") : NULL;
  long id, qty;
  if (!qty_text || parse_long(id_text, &id) || parse_long(qty_text, &qty) || id < 0 || id >= ITEMS) return -1;
  pthread_mutex_lock(&inventory_lock);
  inventory[id] += qty;
  records_loaded++;
  pthread_mutex_unlock(&inventory_lock);
  return 0;
}

static void *loader(void *arg) {
  char chunk[64];
  snprintf(chunk, sizeof chunk, "%s", (const char *)arg);  // strtok_r writes into it
  char *save = NULL;
  int bad = 0;
  for (char *rec = strtok_r(chunk, ";", &save); rec; rec = strtok_r(NULL, ";", &save))
    if (import_record(rec) != 0) bad++;
  if (bad) fprintf(stderr, "loader: %d bad records\n", bad);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, loader, "0,5;1,7");
  pthread_create(&b, NULL, loader, "2,1;0,2");
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("records %d: %ld %ld %ld %ld\n", records_loaded, inventory[0], inventory[1], inventory[2], inventory[3]);
  assert(records_loaded == 4);
  assert(inventory[0] == 7 && inventory[1] == 7 && inventory[2] == 1);
  return 0;
}
