// expect: assertion
// algos: dfs,sdpor,pop,dc,qpor
// classes: 10
// rf-classes: 10
// A preprocessed task as SV-COMP ships them (`.i`: `gcc -E` output, line markers, the
// system declarations written out as GCC 12 expands glibc 2.36's, no #include): a bounded stack whose push is locked but
// whose emptiness test in pop is not in the same critical section as the pop itself.
# 1 "stack_push_pop.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "stack_push_pop.c"
typedef unsigned long int pthread_t;
typedef union { char __size[56]; long int __align; } pthread_attr_t;
typedef union { struct { int __lock; unsigned int __count; int __owner; unsigned int __nusers; int __kind; short __spins; short __elision; void *__prev, *__next; } __data; char __size[40]; long int __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
extern int pthread_create(pthread_t *__restrict __newthread, const pthread_attr_t *__restrict __attr, void *(*__start_routine)(void *), void *__restrict __arg) __attribute__((__nothrow__)) __attribute__((__nonnull__(1, 3)));
extern int pthread_join(pthread_t __th, void **__thread_return);
extern int pthread_mutex_init(pthread_mutex_t *__mutex, const pthread_mutexattr_t *__mutexattr) __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1)));
extern int pthread_mutex_lock(pthread_mutex_t *__mutex) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
extern int pthread_mutex_unlock(pthread_mutex_t *__mutex) __attribute__((__nothrow__)) __attribute__((__nonnull__(1)));
# 1 "/usr/include/stdio.h" 1 3 4
typedef struct _IO_FILE FILE;
extern int fclose (FILE *__stream);
extern FILE *fopen (const char *__restrict __filename, const char *__restrict __modes) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern _Float128 strtof128 (const char *__restrict __nptr, char **__restrict __endptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 2 "stack_push_pop.c"
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "stack_push_pop.c", 4, __extension__ __PRETTY_FUNCTION__); }
extern int __VERIFIER_nondet_int(void);
# 8 "stack_push_pop.c"
static int stack[2];
static int top;
static pthread_mutex_t m;
static void push(int v) {
  pthread_mutex_lock(&m);
  if (top < 2) stack[top++] = v;
  pthread_mutex_unlock(&m);
}
static int pop_checked(void) {
  pthread_mutex_lock(&m);
  int empty = top == 0;
  pthread_mutex_unlock(&m);
  if (empty) return -1;
  pthread_mutex_lock(&m);
  if (top <= 0) reach_error();
  int v = stack[--top];
  pthread_mutex_unlock(&m);
  return v;
}
void *producer(void *arg) {
  push(1);
  return 0;
}
void *consumer(void *arg) {
  pop_checked();
  return 0;
}
int main(void) {
  pthread_t p, c1, c2;
  pthread_mutex_init(&m, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  return 0;
}
