// expect: none
// time-limit: 4
// pthread-atomic scull style: a character device whose data and size are guarded by the
// device semaphore (down_interruptible / up spelled as in the driver); one writer appends at
// its file position, one reader reads what is there.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <string.h>
struct scull_dev {
  char data[8];
  long size;
  sem_t sem;
};
static struct scull_dev dev;
static int down_interruptible(sem_t *s) { return sem_wait(s); }
static void up(sem_t *s) { sem_post(s); }
static long scull_write(struct scull_dev *d, const char *buf, long count, long *f_pos) {
  if (down_interruptible(&d->sem)) return -4;
  if (*f_pos + count > (long)sizeof d->data) count = (long)sizeof d->data - *f_pos;
  memcpy(d->data + *f_pos, buf, (size_t)count);
  *f_pos += count;
  if (d->size < *f_pos) d->size = *f_pos;
  up(&d->sem);
  return count;
}
static long scull_read(struct scull_dev *d, char *buf, long count, long *f_pos) {
  long got = 0;
  if (down_interruptible(&d->sem)) return -4;
  if (*f_pos < d->size) {
    got = d->size - *f_pos < count ? d->size - *f_pos : count;
    memcpy(buf, d->data + *f_pos, (size_t)got);
    *f_pos += got;
  }
  up(&d->sem);
  return got;
}
static void *writer(void *arg) {
  long pos = 0;
  scull_write(&dev, "ab", 2, &pos);
  scull_write(&dev, "cd", 2, &pos);
  return arg;
}
static void *reader(void *arg) {
  char buf[8];
  long pos = 0;
  long n = scull_read(&dev, buf, 8, &pos);
  assert(n == 0 || n == 2 || n == 4);
  if (n >= 2) assert(buf[0] == 'a' && buf[1] == 'b');
  return arg;
}
int main(void) {
  sem_init(&dev.sem, 0, 1);
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  assert(dev.size == 4);
  return 0;
}
