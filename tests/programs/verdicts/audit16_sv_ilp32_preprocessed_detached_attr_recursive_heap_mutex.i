// expect: none
// classes: 2
// rf-classes: 2
// An ILP32 preprocessed task (glibc's 32-bit layouts, as in ilp32_rwlock): a detached worker
// made through a 36-byte pthread_attr_t (setdetachstate), a mutex made recursive through
// pthread_mutexattr_settype and a heap-allocated 24-byte mutex; main and the worker hand
// over through a flag under the mutex. Nothing may write past the program's objects.
# 1 "ilp32_detached.c"
typedef unsigned int size_t;
typedef unsigned long int pthread_t;
union pthread_attr_t { char __size[36]; long int __align; };
typedef union pthread_attr_t pthread_attr_t;
typedef struct __pthread_internal_slist { struct __pthread_internal_slist *__next; } __pthread_slist_t;
typedef union { struct __pthread_mutex_s { int __lock; unsigned int __count; int __owner; int __kind; unsigned int __nusers; __extension__ union { int __spins; __pthread_slist_t __list; }; } __data; char __size[24]; long int __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { struct { int __lock; unsigned int __nr_readers; unsigned int __readers_wakeup; unsigned int __writer_wakeup; unsigned int __nr_readers_queued; unsigned int __nr_writers_queued; unsigned char __flags; unsigned char __shared; unsigned char __pad1; unsigned char __pad2; int __writer; } __data; char __size[32]; long int __align; } pthread_rwlock_t;
typedef union { char __size[8]; long int __align; } pthread_rwlockattr_t;
extern int pthread_create(pthread_t *__restrict __newthread, const pthread_attr_t *__restrict __attr, void *(*__start_routine)(void *), void *__restrict __arg) __attribute__((__nothrow__)) __attribute__((__nonnull__(1, 3)));
extern int pthread_join(pthread_t __th, void **__thread_return);
extern int pthread_attr_init(pthread_attr_t *__attr) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_attr_destroy(pthread_attr_t *__attr) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_attr_setstacksize(pthread_attr_t *__attr, size_t __stacksize) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_mutexattr_init(pthread_mutexattr_t *__attr) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_mutexattr_settype(pthread_mutexattr_t *__attr, int __kind) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_mutex_init(pthread_mutex_t *__mutex, const pthread_mutexattr_t *__mutexattr) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_mutex_lock(pthread_mutex_t *__mutex) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
extern int pthread_mutex_unlock(pthread_mutex_t *__mutex) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
extern int pthread_rwlock_init(pthread_rwlock_t *__restrict __rwlock, const pthread_rwlockattr_t *__restrict __attr) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_rwlock_rdlock(pthread_rwlock_t *__rwlock) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
extern int pthread_rwlock_wrlock(pthread_rwlock_t *__rwlock) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
extern int pthread_rwlock_unlock(pthread_rwlock_t *__rwlock) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
extern int pthread_attr_setdetachstate(pthread_attr_t *__attr, int __detachstate) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_attr_getdetachstate(const pthread_attr_t *__attr, int *__detachstate) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1, 2)));
extern void *malloc(size_t __size) __attribute__((__nothrow__, __leaf__)) __attribute__((__malloc__));
extern void free(void *__ptr) __attribute__((__nothrow__, __leaf__));
extern void pthread_exit(void *__retval) __attribute__((__noreturn__));
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "ilp32_detached.c", 3, __extension__ __PRETTY_FUNCTION__); }
# 5 "ilp32_detached.c"
struct box { pthread_mutex_t lock; int done; int guard_after; };
struct box *shared_box;
int sentinel_after_attr;
void *worker(void *arg) {
  struct box *b = arg;
  pthread_mutex_lock(&b->lock);
  pthread_mutex_lock(&b->lock);
  b->done = 1;
  pthread_mutex_unlock(&b->lock);
  pthread_mutex_unlock(&b->lock);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  int detach = 0;
  pthread_mutexattr_t ma;
  pthread_t t;
  shared_box = malloc(sizeof *shared_box);
  if (!shared_box) return 0;
  shared_box->done = 0;
  shared_box->guard_after = 77;
  pthread_mutexattr_init(&ma);
  pthread_mutexattr_settype(&ma, 1);
  pthread_mutex_init(&shared_box->lock, &ma);
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, 1);
  pthread_attr_getdetachstate(&attr, &detach);
  if (detach != 1) reach_error();
  pthread_create(&t, &attr, worker, shared_box);
  pthread_attr_destroy(&attr);
  int seen = 0;
  while (!seen) {
    pthread_mutex_lock(&shared_box->lock);
    seen = shared_box->done;
    pthread_mutex_unlock(&shared_box->lock);
  }
  if (shared_box->guard_after != 77) reach_error();
  return 0;
}
