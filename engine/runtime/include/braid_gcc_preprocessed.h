/* braid_gcc_preprocessed.h: included (by braid, not by programs) before a preprocessed C file
 * (`.i`), which braid preprocesses once more with no predefined macro (`-undef`) so that
 * these definitions apply. GCC expands glibc's headers to constructs Clang does not accept:
 * the deallocator form of the malloc attribute (`__malloc__ (fclose, 1)`, glibc 2.34 and
 * later with GCC 11 and later: Clang knows only the plain `__malloc__`) and the _FloatN
 * types of ISO/IEC TS 18661-3 (GCC 7 and later: Clang has none of them in C). SV-COMP's
 * tasks and other `gcc -E` output written with a recent toolchain contain both; before,
 * braid refused such a file with Clang's errors.
 */
#ifndef BRAID_GCC_PREPROCESSED_H
#define BRAID_GCC_PREPROCESSED_H

/* Only the attribute with arguments is rewritten: a function-like macro does not expand a
 * plain `__malloc__`. */
#define __malloc__(...) __malloc__

/* Typedefs, not macros: a file Clang preprocessed has glibc's own typedefs of these names
 * (the same types: C11 allows a typedef to be repeated). */
typedef float _Float32;
typedef double _Float64;
typedef double _Float32x;
typedef long double _Float64x;
typedef __float128 _Float128;

#endif
