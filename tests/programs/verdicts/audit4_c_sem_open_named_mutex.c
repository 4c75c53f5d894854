// expect: unsupported
// complete: no
// A named POSIX semaphore (sem_open with O_CREAT, initial value 1) used as a mutex by two
// threads, then closed and unlinked.
// braid refuses named semaphores (kernel objects that outlive an execution; sem_wait on one
// was a false `misuse`): unsupported, incomplete.
#include <assert.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
sem_t *sem;
int counter;
void *worker(void *arg) {
  sem_wait(sem);
  counter++;
  sem_post(sem);
  return arg;
}
int main(void) {
  sem_unlink("/braid_audit4_named");
  sem = sem_open("/braid_audit4_named", O_CREAT | O_EXCL, 0600, 1);
  assert(sem != SEM_FAILED);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  sem_close(sem);
  sem_unlink("/braid_audit4_named");
  return 0;
}
