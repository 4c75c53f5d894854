// expect: assertion, data-race
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration does not finish in 30 s (293560 executions); not qpor: it refuses the program's atomics or primitives)
// An ILP32 preprocessed task using the other primitives in glibc's 32-bit layouts: a 16-byte
// sem_t, a 20-byte pthread_barrier_t, a statically initialised 48-byte pthread_cond_t and a
// 32-bit rwlock initialiser. The token's value is written after sem_post: the waiter can
// read it before (a data race, and the check fails).
# 1 "ilp32_sync.c"
typedef unsigned int size_t;
typedef unsigned long int pthread_t;
union pthread_attr_t { char __size[36]; long int __align; };
typedef union pthread_attr_t pthread_attr_t;
typedef struct __pthread_internal_slist { struct __pthread_internal_slist *__next; } __pthread_slist_t;
typedef union { struct __pthread_mutex_s { int __lock; unsigned int __count; int __owner; int __kind; unsigned int __nusers; __extension__ union { int __spins; __pthread_slist_t __list; }; } __data; char __size[24]; long int __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { struct { int __lock; unsigned int __nr_readers; unsigned int __readers_wakeup; unsigned int __writer_wakeup; unsigned int __nr_readers_queued; unsigned int __nr_writers_queued; unsigned char __flags; unsigned char __shared; unsigned char __pad1; unsigned char __pad2; int __writer; } __data; char __size[32]; long int __align; } pthread_rwlock_t;
typedef union { char __size[8]; long int __align; } pthread_rwlockattr_t;
typedef union { char __size[48]; long long int __align; } pthread_cond_t;
typedef union { char __size[20]; long int __align; } pthread_barrier_t;
typedef union { char __size[4]; int __align; } pthread_barrierattr_t;
typedef union { char __size[4]; long int __align; } pthread_condattr_t;
typedef union { char __size[16]; long int __align; } sem_t;
extern int pthread_create(pthread_t *__restrict __newthread, const pthread_attr_t *__restrict __attr, void *(*__start_routine)(void *), void *__restrict __arg);
extern int pthread_join(pthread_t __th, void **__thread_return);
extern int pthread_mutex_lock(pthread_mutex_t *__mutex);
extern int pthread_mutex_unlock(pthread_mutex_t *__mutex);
extern int pthread_cond_wait(pthread_cond_t *__restrict __cond, pthread_mutex_t *__restrict __mutex);
extern int pthread_cond_broadcast(pthread_cond_t *__cond);
extern int pthread_barrier_init(pthread_barrier_t *__restrict __barrier, const pthread_barrierattr_t *__restrict __attr, unsigned int __count);
extern int pthread_barrier_wait(pthread_barrier_t *__barrier);
extern int pthread_rwlock_rdlock(pthread_rwlock_t *__rwlock);
extern int pthread_rwlock_wrlock(pthread_rwlock_t *__rwlock);
extern int pthread_rwlock_unlock(pthread_rwlock_t *__rwlock);
extern int sem_init(sem_t *__sem, int __pshared, unsigned int __value);
extern int sem_wait(sem_t *__sem);
extern int sem_post(sem_t *__sem);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "ilp32_sync.c", 3, __extension__ __PRETTY_FUNCTION__); }
# 5 "ilp32_sync.c"
struct stage { pthread_barrier_t barrier; int phase_one[2]; sem_t token; int token_value; int canary; };
struct stage st;
pthread_mutex_t m = { { 0, 0, 0, 0, 0, { 0 } } };
pthread_cond_t ready_cv = { { 0 } };
pthread_rwlock_t table_lock = { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 } };
int ready;
int table;
void *worker(void *arg) {
  int id = (int)(long)arg;
  st.phase_one[id] = id + 1;
  pthread_barrier_wait(&st.barrier);
  if (st.phase_one[1 - id] != 2 - id) reach_error();
  if (id == 0) {
    sem_post(&st.token);
    st.token_value = 42;
  } else {
    sem_wait(&st.token);
    if (st.token_value != 42) reach_error();
    pthread_rwlock_wrlock(&table_lock);
    table = 7;
    pthread_rwlock_unlock(&table_lock);
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_broadcast(&ready_cv);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t t0, t1;
  st.canary = 99;
  pthread_barrier_init(&st.barrier, 0, 2);
  sem_init(&st.token, 0, 0);
  pthread_create(&t0, 0, worker, (void *)0);
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&ready_cv, &m);
  pthread_mutex_unlock(&m);
  pthread_rwlock_rdlock(&table_lock);
  if (table != 7) reach_error();
  pthread_rwlock_unlock(&table_lock);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  if (st.canary != 99) reach_error();
  return 0;
}
