// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// Locals written whole or in part and copied whole: struct assignment with padding and
// unset fields, memcpy, memset, a union read through another member, bit-fields set one
// at a time, a struct returned and passed by value, a thread function without `return`.
#include <pthread.h>
#include <string.h>

struct record {
  char tag;      // followed by padding
  int value;
  short unused;  // never set: copied whole, never read alone
};

struct flags {
  unsigned ready : 1;
  unsigned dirty : 1;
  unsigned level : 4;
};

union word {
  unsigned u;
  float f;
  unsigned char bytes[4];
};

static struct record shared;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static struct record make(int v) {
  struct record r;
  r.tag = 'r';
  r.value = v;
  return r;  // `unused` and the padding travel along
}

static int weight(struct record r) { return r.tag + r.value; }

static void *writer(void *arg) {
  struct record r = make((int)(long)arg);
  struct record copy;
  copy = r;
  struct record bytes;
  memcpy(&bytes, &copy, sizeof bytes);
  pthread_mutex_lock(&lock);
  shared = bytes;
  pthread_mutex_unlock(&lock);
}  // no return statement: the thread's result is never used

int main(void) {
  struct flags f;
  f.ready = 1;
  f.dirty = 0;
  f.level = 3;
  union word w;
  w.f = 1.0f;
  int buf[8];
  memset(buf, 0, sizeof buf);
  pthread_t t;
  pthread_create(&t, NULL, writer, (void *)5L);
  pthread_join(t, NULL);
  pthread_mutex_lock(&lock);
  int v = weight(shared);
  pthread_mutex_unlock(&lock);
  return (v > 0 && f.ready && f.level == 3 && w.u != 0 && w.bytes[3] != 0 && buf[7] == 0) ? 0 : 1;
}
