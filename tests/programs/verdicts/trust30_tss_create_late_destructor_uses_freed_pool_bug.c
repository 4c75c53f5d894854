// expect: memory-error
// C11 threads: a pool thread creates the pool's key (its destructor frees the pool), a
// cache thread creates the buffer's key late, concurrently (its destructor gives the buffer
// back to the pool). A worker that uses both exits: tss destructors run in the order of
// the keys, the order of creation. When the pool's key came first the pool is freed before
// the buffer goes back into it.
#include <stdlib.h>
#include <threads.h>
struct pool {
  int free_buffers;
};
static struct pool *pool;
static tss_t pool_key, buffer_key;
static void release_pool(void *value) { free(value); }
static void return_buffer(void *value) {
  (void)value;
  pool->free_buffers++;
}
static int make_pool_key(void *arg) {
  (void)arg;
  return tss_create(&pool_key, release_pool) == thrd_success ? 0 : 1;
}
static int make_buffer_key(void *arg) {
  (void)arg;
  return tss_create(&buffer_key, return_buffer) == thrd_success ? 0 : 1;
}
static int worker(void *arg) {
  (void)arg;
  tss_set(pool_key, pool);
  tss_set(buffer_key, &pool);
  return 0;
}
int main(void) {
  thrd_t a, b, w;
  pool = malloc(sizeof *pool);
  pool->free_buffers = 0;
  thrd_create(&a, make_pool_key, NULL);
  thrd_create(&b, make_buffer_key, NULL);
  thrd_join(a, NULL);
  thrd_join(b, NULL);
  thrd_create(&w, worker, NULL);
  thrd_join(w, NULL);
  return 0;
}
