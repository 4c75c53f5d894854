// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration does not finish in 30 s (339086 executions); not qpor: it refuses the program's atomics or primitives)
// A preprocessed task written for ILP32 (SV-COMP's pthread folders are mostly 32-bit):
// the system types are glibc's 32-bit layouts (pthread_mutex_t 24 bytes, pthread_attr_t 36,
// pthread_rwlock_t 32, pthread_barrier_t 20), smaller than the host's. braid runs the program
// for the host; its models of these objects must not write the host's larger layouts into
// them. Two writers under a rwlock and a reader that checks the pair stays equal.
# 1 "ilp32_rwlock.c"
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
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "ilp32_rwlock.c", 3, __extension__ __PRETTY_FUNCTION__); }
# 5 "ilp32_rwlock.c"
struct guarded { pthread_mutex_t count_lock; int writes; pthread_rwlock_t pair_lock; int a; int b; char tail[4]; };
static struct guarded g;
static pthread_mutexattr_t recursive_attr;
void *writer(void *arg) {
  int v = (int)(long)arg;
  pthread_rwlock_wrlock(&g.pair_lock);
  g.a = v;
  g.b = v;
  pthread_rwlock_unlock(&g.pair_lock);
  pthread_mutex_lock(&g.count_lock);
  pthread_mutex_lock(&g.count_lock);
  g.writes++;
  pthread_mutex_unlock(&g.count_lock);
  pthread_mutex_unlock(&g.count_lock);
  return 0;
}
void *reader(void *arg) {
  pthread_rwlock_rdlock(&g.pair_lock);
  if (g.a != g.b) reach_error();
  pthread_rwlock_unlock(&g.pair_lock);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_t w1, w2, r;
  g.tail[0] = 'x'; g.tail[3] = 'y';
  pthread_mutexattr_init(&recursive_attr);
  pthread_mutexattr_settype(&recursive_attr, 1);
  pthread_mutex_init(&g.count_lock, &recursive_attr);
  pthread_rwlock_init(&g.pair_lock, 0);
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 65536);
  pthread_create(&w1, &attr, writer, (void *)1);
  pthread_create(&w2, &attr, writer, (void *)2);
  pthread_create(&r, &attr, reader, 0);
  pthread_attr_destroy(&attr);
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  pthread_join(r, 0);
  if (g.writes != 2 || g.tail[0] != 'x' || g.tail[3] != 'y') reach_error();
  return 0;
}
