/* braid_cxx_prelude.h: included (clang -include) before every C++ file braid checks.
 *
 * libstdc++ declares its std::string members `extern template`: they are instantiated once
 * in libstdc++.so and a program's calls run that native code, which braid does not
 * instrument, so two threads appending to one std::string without a lock was no data race
 * to braid. _GLIBCXX_EXTERN_TEMPLATE == -1 (libstdc++'s own switch, set by
 * _GLIBCXX_ASSERTIONS) drops those declarations for basic_string only: the members are
 * instantiated in the program and instrumented like any template. Nothing else changes (no
 * assertions are enabled). Other libraries are unaffected.
 */
#ifndef BRAID_CXX_PRELUDE_H
#define BRAID_CXX_PRELUDE_H
#if defined(__cplusplus) && __has_include(<bits/c++config.h>)
#include <bits/c++config.h>
#if defined(_GLIBCXX_EXTERN_TEMPLATE) && _GLIBCXX_EXTERN_TEMPLATE > 0
#undef _GLIBCXX_EXTERN_TEMPLATE
#define _GLIBCXX_EXTERN_TEMPLATE -1
#endif
#endif
#endif
