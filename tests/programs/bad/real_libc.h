// The real libc function behind braid's interception, as a program that wants to escape
// would get it: through dlsym, which braid does not intercept. What these calls do must be
// caught by the supervisor around the engine, not by the runtime.
#include <dlfcn.h>
#define REAL(name) ((__typeof__(&name))dlsym(RTLD_DEFAULT, #name))
