// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A buffer pool as network code writes it: each buffer is a header with a flexible array
// member for its bytes, allocated once with malloc(sizeof header + capacity) and kept on a
// free list under the pool's mutex. A buffer handed to several consumers carries a C11
// atomic reference count: buf_ref() adds one (relaxed: the caller already holds a
// reference), buf_unref() subtracts one with acq_rel and the thread that drops the last
// reference returns the buffer to the pool. Two consumer threads each checksum the shared
// payload and drop their reference; main checks every buffer came back. The twin with a
// plain `--refs` is audit12_c_buffer_pool_fam_plain_refcount_bug.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct buffer {
  struct buffer *next_free;
  atomic_int refs;
  size_t capacity, length;
  unsigned char bytes[];  // flexible array member
} buffer_t;

typedef struct {
  pthread_mutex_t lock;
  buffer_t *free_list;
  int free_count, total;
} pool_t;

static pool_t pool = {PTHREAD_MUTEX_INITIALIZER, NULL, 0, 0};

static void pool_init(int count, size_t capacity) {
  for (int i = 0; i < count; i++) {
    buffer_t *b = malloc(offsetof(buffer_t, bytes) + capacity);
    if (!b) {
      perror("malloc");
      exit(1);
    }
    b->capacity = capacity;
    b->length = 0;
    atomic_init(&b->refs, 0);
    b->next_free = pool.free_list;
    pool.free_list = b;
    pool.free_count++;
    pool.total++;
  }
}

static buffer_t *pool_get(void) {
  pthread_mutex_lock(&pool.lock);
  buffer_t *b = pool.free_list;
  if (b) {
    pool.free_list = b->next_free;
    pool.free_count--;
  }
  pthread_mutex_unlock(&pool.lock);
  if (b) atomic_store_explicit(&b->refs, 1, memory_order_relaxed);
  return b;
}

static void pool_put(buffer_t *b) {
  pthread_mutex_lock(&pool.lock);
  b->next_free = pool.free_list;
  pool.free_list = b;
  pool.free_count++;
  pthread_mutex_unlock(&pool.lock);
}

static void buf_ref(buffer_t *b) { atomic_fetch_add_explicit(&b->refs, 1, memory_order_relaxed); }

static void buf_unref(buffer_t *b) {
  if (atomic_fetch_sub_explicit(&b->refs, 1, memory_order_acq_rel) == 1) {
    b->length = 0;  // reset for the next user: only the last owner touches it
    pool_put(b);
  }
}

static void pool_destroy(void) {
  while (pool.free_list) {
    buffer_t *b = pool.free_list;
    pool.free_list = b->next_free;
    free(b);
  }
}

static unsigned checksum(const buffer_t *b) {
  unsigned sum = 0;
  for (size_t i = 0; i < b->length; i++) sum += b->bytes[i];
  return sum;
}

static void *consumer(void *arg) {
  buffer_t *b = arg;
  unsigned sum = checksum(b);
  if (sum != 'h' + 'i') fprintf(stderr, "consumer: bad checksum %u\n", sum);
  buf_unref(b);
  return NULL;
}

int main(void) {
  pool_init(2, 16);
  buffer_t *b = pool_get();
  assert(b);
  memcpy(b->bytes, "hi", 2);
  b->length = 2;
  buf_ref(b);  // one reference per consumer
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, consumer, b);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("free %d of %d\n", pool.free_count, pool.total);
  assert(pool.free_count == pool.total);
  pool_destroy();
  return 0;
}
