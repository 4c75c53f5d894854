// expect: none
// algos: pop,sdpor,dc,qpor,dfs
// ldv-races style harness, the fixed twin of audit25_ldv_driver_ioctl_unlocked_stat_bug.c:
// the ioctl counter is bumped under the device mutex, and the two users issue different
// commands (one RESET shrinking the buffer to 3, one STATS). Every field is written under
// the mutex, so there is no race; a reader sees either the 5-byte or the 3-byte buffer and
// the assertion accepts exactly those. Natively 500 of 500 runs passed.
#include <assert.h>
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
  pthread_mutex_lock(&d->lock);
  d->ioctl_count++;
  long result = 0;
  if (cmd == CMD_RESET) d->length = (int)arg;
  else result = d->open_count;
  pthread_mutex_unlock(&d->lock);
  return result;
}

static const struct file_operations fops = {dev_open, dev_read, dev_ioctl};

static void* resetter(void* arg) {
  (void)arg;
  fops.open(&dev);
  fops.ioctl(&dev, CMD_RESET, 3);
  return NULL;
}

static void* reader(void* arg) {
  (void)arg;
  char buf[8];
  fops.open(&dev);
  int n = fops.read(&dev, buf, 8);
  assert(n == 5 || n == 3);
  long opened = fops.ioctl(&dev, CMD_STATS, 0);
  assert(opened >= 1 && opened <= 2);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, resetter, NULL);
  pthread_create(&b, NULL, reader, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(dev.ioctl_count == 2 && dev.open_count == 2 && dev.length == 3);
  return 0;
}
