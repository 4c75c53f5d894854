// Timed acquisitions: pthread_mutex_timedlock / clocklock, pthread_rwlock_timed*lock /
// clock*lock, sem_timedwait / sem_clockwait, mtx_timedlock.
//
// No real time passes under braid, yet a timed acquisition may return ETIMEDOUT whenever
// the object stays unavailable long enough, and a program's timeout path is code like any
// other (it may race, leak, or skip an unlock). POSIX: the call never times out when the
// object can be taken at once. So a timed acquisition is a *try* acquisition that returns
// ETIMEDOUT instead of EBUSY: the schedules where the thread runs while another holds the
// object are its timeouts, those where it runs once the object is free are its successful
// waits (nothing of the thread happens in between). Its operation is always enabled, so a
// holder that never releases makes the caller time out instead of deadlocking, as on a
// real system. A timeout means the deadline passed: the clock reads at least the deadline
// afterwards (Runtime::clock_reach).
#include <cerrno>
#include <ctime>
#include <pthread.h>

#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

// EINVAL is returned only when the call would have to wait (glibc checks the deadline then).
bool valid_deadline(const struct timespec* abstime) {
  return abstime && abstime->tv_nsec >= 0 && abstime->tv_nsec < 1'000'000'000;
}

}  // namespace

int Runtime::mutex_timedlock(void* mutex, const struct timespec* abstime) {
  if (!executing_) return 0;
  // The owner relocking: an error-checking mutex says EDEADLK at once; a recursive one
  // counts (mutex_lock's try path takes it); a normal one waits until the deadline.
  if (MutexState& m = mutex_state(mutex); m.owner == current_ && m.type == PTHREAD_MUTEX_ERRORCHECK)
    return EDEADLK;
  const int rc = mutex_lock(mutex, true);
  if (rc != EBUSY) return rc;
  if (!valid_deadline(abstime)) return EINVAL;
  clock_reach(abstime);
  return ETIMEDOUT;
}

int Runtime::rwlock_timedlock(void* rwlock, bool write, const struct timespec* abstime) {
  if (!executing_) return 0;
  const int rc = rwlock_lock(rwlock, write, true);
  if (rc != EBUSY) return rc;
  if (!valid_deadline(abstime)) return EINVAL;
  clock_reach(abstime);
  return ETIMEDOUT;
}

int Runtime::sem_timedwait(void* sem, const struct timespec* abstime) {
  if (!executing_) return 0;
  const int rc = sem_wait(sem, true);
  if (rc == 0) return 0;
  clock_reach(abstime);
  errno = valid_deadline(abstime) ? ETIMEDOUT : EINVAL;
  return -1;
}

}  // namespace braid::runtime
