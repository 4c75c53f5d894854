/* braid.h: the header bundled with braid, on the include path of every program it checks.
 *
 * It declares the SV-COMP verification functions, which the braid runtime defines. braid
 * explores the values of __VERIFIER_nondet_* calls with the thread schedules: every value
 * of bool, char and unsigned char, a bounded set of the wider types, which the verdict
 * names (docs/algorithms.md, "Nondet values").
 */
#ifndef BRAID_H
#define BRAID_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Everything between begin and end runs without interruption by other threads. */
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

/* Executions in which `condition` is false are discarded (not reported). */
void __VERIFIER_assume(int condition);

/* Reports a bug at the call site. */
void __VERIFIER_error(void) __attribute__((__noreturn__));

/* Deterministic: all return 0 / NULL / false. */
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
#ifdef __cplusplus
bool __VERIFIER_nondet_bool(void);
#else
_Bool __VERIFIER_nondet_bool(void);
#endif
void* __VERIFIER_nondet_pointer(void);
size_t __VERIFIER_nondet_size_t(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
unsigned __VERIFIER_nondet_unsigned(void);
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);

#ifdef __cplusplus
}
#endif

/* An assertion that braid reports as a bug (with the failing expression) when false. Unlike
 * assert(), it is not disabled by NDEBUG. */
#define braid_assert(cond)                                                        \
  ((cond) ? (void)0                                                               \
          : __braid_assert_fail_(#cond, __FILE__, __LINE__))

/* Routed through glibc's __assert_fail so the report carries the expression: the runtime
 * intercepts it exactly like a failing assert(). */
#ifdef __cplusplus
/* Matches glibc's declaration (noexcept in C++) so either may come first. */
extern "C" void __assert_fail(const char* assertion, const char* file, unsigned int line,
                              const char* function) noexcept __attribute__((__noreturn__));
#else
extern void __assert_fail(const char* assertion, const char* file, unsigned int line,
                          const char* function) __attribute__((__noreturn__));
#endif
#define __braid_assert_fail_(expr, file, line) __assert_fail(expr, file, line, __func__)

#endif /* BRAID_H */
