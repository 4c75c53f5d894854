// expect: data-race
// algos: pop,sdpor,dc,qpor
// ldv-races style harness: a character driver's file operations (open, read, ioctl) are
// called through a `struct file_operations` table from two "user" threads. Every callback
// takes the device mutex around the buffer, except that ioctl's STATS command bumps
// `dev.ioctl_count` before locking: the two threads' ioctl calls write it unordered (a data
// race). The buffer and open count are always under the mutex. Natively the count was 2 in
// 500 of 500 runs.
#include <pthread.h>
#include <string.h>

#define CMD_RESET 1
#define CMD_STATS 2

struct device {
  pthread_mutex_t lock;
  int open_count;
  int ioctl_count;
  char buffer[8];
  int length;
};

struct file_operations {
  int (*open)(struct device*);
  int (*read)(struct device*, char*, int);
  long (*ioctl)(struct device*, unsigned, long);
};

static struct device dev = {PTHREAD_MUTEX_INITIALIZER, 0, 0, "hello", 5};

static int dev_open(struct device* d) {
  pthread_mutex_lock(&d->lock);
  d->open_count++;
  pthread_mutex_unlock(&d->lock);
  return 0;
}

static int dev_read(struct device* d, char* out, int n) {
  pthread_mutex_lock(&d->lock);
  if (n > d->length) n = d->length;
  memcpy(out, d->buffer, (size_t)n);
  pthread_mutex_unlock(&d->lock);
  return n;
}

static long dev_ioctl(struct device* d, unsigned cmd, long arg) {
  if (cmd == CMD_STATS) d->ioctl_count++;  // outside the mutex
  pthread_mutex_lock(&d->lock);
  long result = 0;
  if (cmd == CMD_RESET) d->length = (int)arg;
  else result = d->open_count;
  pthread_mutex_unlock(&d->lock);
  return result;
}

static const struct file_operations fops = {dev_open, dev_read, dev_ioctl};

static void* user(void* arg) {
  (void)arg;
  char buf[8];
  fops.open(&dev);
  fops.read(&dev, buf, 4);
  fops.ioctl(&dev, CMD_STATS, 0);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, NULL);
  pthread_create(&b, NULL, user, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  (void)dev.ioctl_count;
  return 0;
}
