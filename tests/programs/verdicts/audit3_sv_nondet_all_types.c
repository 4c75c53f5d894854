// expect: none
// complete: no
// Every __VERIFIER_nondet_* spelling an SV-COMP harness declares (ldv-races and
// pthread-complex use the unusual ones). braid gives each values of its type (a bounded set
// for the wide ones) and must say the search was bounded.
#include <pthread.h>
#include <stddef.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_sv_nondet_all_types.c", 8, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void *__VERIFIER_nondet_pointer(void);
extern size_t __VERIFIER_nondet_size_t(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern unsigned __VERIFIER_nondet_unsigned(void);
extern unsigned int __VERIFIER_nondet_u32(void);
extern void __VERIFIER_assume(int);
long total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  long v = __VERIFIER_nondet_int() + __VERIFIER_nondet_uint() + __VERIFIER_nondet_long() +
           __VERIFIER_nondet_ulong() + __VERIFIER_nondet_char() + __VERIFIER_nondet_uchar() +
           __VERIFIER_nondet_short() + __VERIFIER_nondet_ushort() + __VERIFIER_nondet_bool() +
           (__VERIFIER_nondet_pointer() != 0) + __VERIFIER_nondet_size_t() +
           __VERIFIER_nondet_longlong() + __VERIFIER_nondet_ulonglong() +
           (long)__VERIFIER_nondet_float() + (long)__VERIFIER_nondet_double() +
           __VERIFIER_nondet_unsigned() + __VERIFIER_nondet_u32();
  __VERIFIER_assume(v >= 0 && v < 100);
  pthread_mutex_lock(&m);
  total += v;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (total < 0 || total >= 200) reach_error();
  return 0;
}
