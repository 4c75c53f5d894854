// expect: none
// classes: 1
// A worker hands a value to main and signals it with one byte through a pipe, a common
// idiom (a self-pipe). main's read waits for the byte: braid models the pipe (read,
// write, close), so the read waits for the write in every schedule instead of blocking
// braid in the kernel (it used to hang until --time-limit killed it).
#include <pthread.h>
#include <unistd.h>
#include <assert.h>
static int fds[2];
int data;
static void *producer(void *a) { data = 42; char c = 1; write(fds[1], &c, 1); return 0; }
int main(void) {
  pipe(fds);
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  char c;
  read(fds[0], &c, 1);
  assert(data == 42);
  pthread_join(p, 0);
  return 0;
}
