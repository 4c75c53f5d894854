// expect: data-race
// scull_read that checks the device size before taking the semaphore (an "optimisation"):
// it races with scull_write updating the size under the semaphore.
#include <pthread.h>
#include <semaphore.h>
#include <string.h>
struct scull_dev { char data[8]; long size; sem_t sem; };
static struct scull_dev dev;
static void *writer(void *arg) {
  sem_wait(&dev.sem);
  memcpy(dev.data, "ab", 2);
  dev.size = 2;
  sem_post(&dev.sem);
  return arg;
}
static void *reader(void *arg) {
  char buf[8];
  if (dev.size == 0) return arg;   /* unlocked check */
  sem_wait(&dev.sem);
  memcpy(buf, dev.data, (size_t)dev.size);
  sem_post(&dev.sem);
  return arg;
}
int main(void) {
  sem_init(&dev.sem, 0, 1);
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
