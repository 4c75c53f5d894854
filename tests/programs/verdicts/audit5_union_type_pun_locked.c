// expect: none
// classes: 6
// A union written through one member and read through another, every access under one
// mutex; a tag says which member is live.
#include <pthread.h>
#include <assert.h>
#include <string.h>
enum kind { NONE, INT, FLOAT, TEXT };
struct value {
  enum kind kind;
  union { int i; float f; char text[8]; } u;
};
struct value slot;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *put_int(void *arg) { pthread_mutex_lock(&m); slot.kind = INT; slot.u.i = 42; pthread_mutex_unlock(&m); return arg; }
void *put_text(void *arg) { pthread_mutex_lock(&m); slot.kind = TEXT; strcpy(slot.u.text, "hi"); pthread_mutex_unlock(&m); return arg; }
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  switch (slot.kind) {
  case INT: assert(slot.u.i == 42); break;
  case TEXT: assert(strcmp(slot.u.text, "hi") == 0); break;
  case FLOAT: assert(0); break;
  case NONE: break;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, put_int, 0);
  pthread_create(&t[1], 0, put_text, 0);
  pthread_create(&t[2], 0, reader, 0);
  for (int k = 0; k < 3; k++) pthread_join(t[k], 0);
  return 0;
}
