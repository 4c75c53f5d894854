"""Hand models of the corpus programs for tools/enumerate.py (see its docstring).

Each model mirrors the visible operations of its C file, in program order. `entries()` lists
the manifest rows: (file, flags, model, extra manifest fields).
"""


# Whether the load of a pthread_t handle before pthread_join is a visible operation. braid's
# instrumentation knows pthread_create only writes the handle on its caller's behalf, so the
# handle stays thread-private and its loads are not events (False).
HANDLE_READS = False


def join(t):
    """pthread_join(handle): a visible load of the handle (see HANDLE_READS), then the join."""
    if HANDLE_READS:
        yield ('ld', ('handle', t))
    yield ('join', t)


def fork_join(workers, tail=None):
    """main: create every worker (fn, arg) in order, join them in order, then run `tail`."""
    def main():
        tids = []
        for fn, arg in workers:
            tids.append((yield ('create', fn, arg)))
        for t in tids:
            yield from join(t)
        if tail:
            yield from tail()
    return main


# -- independent threads / shared reads ------------------------------------------------------
def indep_threads(T, N):
    def worker(t):
        for i in range(N):
            yield ('st', ('slot', t, i), i + 1)
    return {'main': fork_join([(worker, t) for t in range(T)])}


def shared_reads(T, N):
    def reader(_):
        s = 0
        for i in range(N):
            s += yield ('ld', 'x')
        if s != 7 * N:
            yield ('fail', 'assertion', 'reader')
    return {'init': {'x': 7}, 'main': fork_join([(reader, 0) for _ in range(T)])}


def lost_update():
    def inc(_):
        v = yield ('ld', 'counter')
        yield ('st', 'counter', v + 1)

    def tail():
        v = yield ('ld', 'counter')
        if v != 2:
            yield ('fail', 'assertion', 'bug')
    return {'main': fork_join([(inc, 0), (inc, 0)], tail)}


def locked_counter(N):
    def worker(_):
        for i in range(N):
            yield ('lock', 'm')
            v = yield ('ld', 'counter')
            yield ('st', 'counter', v + 1)
            yield ('unlock', 'm')

    def tail():
        v = yield ('ld', 'counter')
        if v != 2 * N:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, 0), (worker, 0)], tail)}


def deadlock_abba():
    def t1(_):
        yield ('lock', 'a'); yield ('lock', 'b'); yield ('unlock', 'b'); yield ('unlock', 'a')

    def t2(_):
        yield ('lock', 'b'); yield ('lock', 'a'); yield ('unlock', 'a'); yield ('unlock', 'b')
    return {'main': fork_join([(t1, 0), (t2, 0)])}


def null_deref():
    def worker(_):
        yield ('ld', 'target')
        yield ('st', 'NULL', 42)
        yield ('fail', 'crash', 'bug')
    return {'main': fork_join([(worker, 0)])}


def infinite_loop():
    def spinner(_):
        yield ('fail', 'bound', 'bug')
    return {'main': fork_join([(spinner, 0)])}


def ready_then(kind):
    def worker(_):
        r = yield ('ld', 'ready')
        if r == 0:
            yield ('fail', kind, 'bug')

    def main():
        t = yield ('create', worker, 0)
        yield ('st', 'ready', 1)
        yield from join(t)
    return {'main': main}


def atomic_counter(T, N):
    def worker(_):
        for i in range(N):
            yield ('rmw', 'counter', lambda v: v + 1)

    def tail():
        v = yield ('ld', 'counter')
        if v != T * N:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, 0) for _ in range(T)], tail)}


def cas_loop():
    def worker(_):
        old = yield ('ld', 'counter')
        while True:
            ok, cur = yield ('cas', 'counter', old, old + 1)
            if ok:
                break
            old = cur

    def tail():
        v = yield ('ld', 'counter')
        if v != 2:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, 0), (worker, 0)], tail)}


def cas_spinlock(T):
    # Each thread takes a CAS spinlock; after a failed attempt it is blocked until the lock
    # word changes (braid's spin-loop rule).
    def worker(_):
        seen = None
        while True:
            ok, cur = yield ('cas', 'l', 0, 1, seen)
            if ok:
                break
            seen = cur
        v = yield ('ld', 'counter')
        yield ('st', 'counter', v + 1)
        yield ('st', 'l', 0)

    def tail():
        v = yield ('ld', 'counter')
        if v != T:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, i) for i in range(T)], tail)}


def cas_spinlock_bug():
    # Thread 1 takes a test-and-set spinlock (an exchange: a write even when it finds the
    # lock taken, after which it is blocked until the lock word changes); thread 0 does not.
    def worker(i):
        if i:
            seen = None
            while True:
                old = yield ('rmw', 'l', lambda v: 1, seen)
                if old == 0:
                    break
                seen = old
        v = yield ('ld', 'counter')
        yield ('st', 'counter', v + 1)
        if i:
            yield ('st', 'l', 0)

    def tail():
        v = yield ('ld', 'counter')
        if v != 2:
            yield ('fail', 'assertion', 'bug')
    return {'main': fork_join([(worker, 0), (worker, 1)], tail)}


def verifier_atomic():
    # braid runs __VERIFIER_atomic_begin/end blocks as critical sections of one program-wide
    # mutex (as Nidhugg does): lock/unlock events around the block's accesses.
    def worker(_):
        yield ('lock', '__VERIFIER_atomic')
        v = yield ('ld', 'counter')
        yield ('st', 'counter', v + 1)
        yield ('unlock', '__VERIFIER_atomic')

    def tail():
        v = yield ('ld', 'counter')
        if v != 2:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, 0), (worker, 0)], tail)}


def verifier_assume():
    def producer(_):
        yield ('st', 'x', 1)

    def consumer(_):
        v = yield ('ld', 'x')
        yield ('assume', v == 1)
        yield ('st', 'y', 1)

    def tail():
        v = yield ('ld', 'y')
        if v != 1:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(producer, 0), (consumer, 0)], tail)}


def nested_create():
    def child_a(_):
        yield ('st', 'a', 1)

    def child_b(_):
        yield ('st', 'b', 1)

    def parent(_):
        ta = yield ('create', child_a, 0)
        tb = yield ('create', child_b, 0)
        yield ('st', 'c', 1)
        yield from join(ta)
        yield from join(tb)

    def tail():
        s = 0
        for v in ('a', 'b', 'c'):
            s += yield ('ld', v)
        if s != 3:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(parent, 0)], tail)}


def join_order():
    def w1(_):
        yield ('st', 'x', 1)

    def w2(_):
        yield ('st', 'x', 2)

    def main():
        t1 = yield ('create', w1, 0)
        t2 = yield ('create', w2, 0)
        yield from join(t2)
        seen = yield ('ld', 'x')
        yield from join(t1)
        if seen not in (1, 2):
            yield ('fail', 'assertion', 'main')
    return {'main': main}


def recursive_mutex():
    def worker(_):
        yield ('lock', 'm')
        yield ('lock', 'm')
        v = yield ('ld', 'counter')
        yield ('st', 'counter', v + 1)
        yield ('unlock', 'm')
        yield ('unlock', 'm')

    def tail():
        v = yield ('ld', 'counter')
        if v != 2:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, 0), (worker, 0)], tail), 'mutex_kinds': {'m': 'recursive'}}


def errorcheck_mutex():
    def worker(_):
        yield ('lock', 'm')
        v = yield ('ld', 'counter')
        yield ('st', 'counter', v + 1)
        yield ('unlock', 'm')

    inner = fork_join([(worker, 0), (worker, 0)])

    def main():
        yield ('lock', 'm')
        r = yield ('lock', 'm')
        if r != 'EDEADLK':
            yield ('fail', 'assertion', 'main')
        yield ('unlock', 'm')
        yield from inner()
        v = yield ('ld', 'counter')
        if v != 2:
            yield ('fail', 'assertion', 'main')
    return {'main': main, 'mutex_kinds': {'m': 'errorcheck'}}


def trylock():
    def worker(_):
        r = yield ('trylock', 'm')
        if r == 0:
            v = yield ('ld', 'counter')
            yield ('st', 'counter', v + 1)
            yield ('unlock', 'm')

    def tail():
        v = yield ('ld', 'counter')
        if v < 1:
            yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(worker, 0), (worker, 0)], tail)}


def data_race_assert():
    def writer(_):
        yield ('st', 'data', 42)

    def reader(_):
        r = yield ('ld', 'data')
        if r != 42:
            yield ('fail', 'assertion', 'bug')
    return {'main': fork_join([(writer, 0), (reader, 0)])}


def message_passing():
    def producer(_):
        yield ('st', 'data', 42)
        yield ('st', 'flag', 1)

    def consumer(_):
        f = yield ('ld', 'flag')
        if f == 1:
            d = yield ('ld', 'data')
            if d != 42:
                yield ('fail', 'assertion', 'consumer')
    return {'main': fork_join([(producer, 0), (consumer, 0)])}


def peterson():
    def thread(i):
        j = 1 - i
        yield ('st', ('flag', i), 1)
        yield ('st', 'turn', j)
        f = yield ('ld', ('flag', j))
        wait = False
        if f == 1:
            t = yield ('ld', 'turn')
            wait = t == j
        yield ('assume', not wait)
        yield ('st', 'owner', i)
        o = yield ('ld', 'owner')
        if o != i:
            yield ('fail', 'assertion', 'cs')
        yield ('st', ('flag', i), 0)
    return {'main': fork_join([(thread, 0), (thread, 1)])}


def dekker():
    def thread(i):
        j = 1 - i
        yield ('st', ('flag', i), 1)
        f = yield ('ld', ('flag', j))
        if f:
            t = yield ('ld', 'turn')
            if t != i:
                yield ('st', ('flag', i), 0)
                t = yield ('ld', 'turn')
                yield ('assume', t == i)
                yield ('st', ('flag', i), 1)
            f = yield ('ld', ('flag', j))
            yield ('assume', f == 0)
        yield ('st', 'owner', i)
        o = yield ('ld', 'owner')
        if o != i:
            yield ('fail', 'assertion', 'cs')
        yield ('st', 'turn', j)
        yield ('st', ('flag', i), 0)
    return {'main': fork_join([(thread, 0), (thread, 1)])}


def sb_litmus():
    def t1(_):
        yield ('st', 'x', 1)
        r = yield ('ld', 'y')
        yield ('st', 'r1', r)

    def t2(_):
        yield ('st', 'y', 1)
        r = yield ('ld', 'x')
        yield ('st', 'r2', r)

    def tail():
        a = yield ('ld', 'r1')
        if a == 0:
            b = yield ('ld', 'r2')
            if b == 0:
                yield ('fail', 'assertion', 'main')
    return {'main': fork_join([(t1, 0), (t2, 0)], tail)}


def philosophers(N):
    def phil(i):
        yield ('lock', ('fork', i))
        yield ('lock', ('fork', (i + 1) % N))
        yield ('unlock', ('fork', (i + 1) % N))
        yield ('unlock', ('fork', i))
    return {'main': fork_join([(phil, i) for i in range(N)])}


def empty_threads():
    def worker(_):
        return
        yield
    return {'main': fork_join([(worker, 0)] * 3)}


def reach_error():
    def t1(_):
        yield ('st', 'x', 1)

    def t2(_):
        yield ('st', 'x', 2)

    def tail():
        v = yield ('ld', 'x')
        if v == 1:
            yield ('fail', 'assertion', 'bug')
    return {'main': fork_join([(t1, 0), (t2, 0)], tail)}


def no_threads():
    def main():
        yield ('st', 'x', 1)
        v = yield ('ld', 'x')
        yield ('st', 'y', v + 1)
        y = yield ('ld', 'y')
        if y != 2:
            yield ('fail', 'assertion', 'main')
    return {'main': main}


def thread_outlives_main():
    def worker(_):
        yield ('st', 'done', 1)
        v = yield ('ld', 'done')
        if v != 0:
            yield ('fail', 'assertion', 'bug')

    def main():
        yield ('create', worker, 0)
    return {'main': main}


def reads_between_writes(T):
    def reader(_):
        yield ('ld', 'x')

    def main():
        for i in range(T):
            yield ('st', 'x', i + 1)
            yield ('create', reader, i)
    return {'main': main}


def atomic_counter_dfs_count(T, N):
    """DFS executions of atomic_counter without enumerating them: the program has no
    value-dependent control flow, so they are the linear extensions of program order plus
    create/join order. Counted by dynamic programming over (main's position, each thread's
    position). main: create x T, then ((read handle,) join) x T, then one load (the handle
    reads only if HANDLE_READS)."""
    from functools import lru_cache
    joins = (('r', 'j') if HANDLE_READS else ('j',))
    main_ops = [('c', t) for t in range(T)] + [(k, t) for t in range(T) for k in joins] + [('ld', None)]

    @lru_cache(maxsize=None)
    def ways(pm, pos):
        if pm == len(main_ops) and all(p == N for p in pos):
            return 1
        total = 0
        if pm < len(main_ops):
            kind, t = main_ops[pm]
            if kind != 'j' or pos[t] == N:
                total += ways(pm + 1, pos)
        created = sum(1 for k, _ in main_ops[:pm] if k == 'c')
        for t in range(min(created, T)):
            if pos[t] < N:
                total += ways(pm, pos[:t] + (pos[t] + 1,) + pos[t + 1:])
        return total
    return ways(0, (0,) * T)


# -- condition variables ----------------------------------------------------------------------
def cond_wait(c, m, timed=False):
    """pthread_cond_wait(c, m) as braid runs it: register, unlock, wake-up, lock."""
    yield ('cond-reg', c)
    yield ('unlock', m)
    r = yield ('cond-wake', c, timed)
    yield ('lock', m)
    return r


def cond_signal_choice():
    def waiter(_):
        yield ('lock', 'm')
        n = yield ('ld', 'waiting')
        yield ('st', 'waiting', n + 1)
        order = n + 1
        phase = yield ('ld', 'phase')
        if phase == 1:
            yield from cond_wait('c', 'm')
            phase = yield ('ld', 'phase')
            if phase == 1:
                yield ('st', 'early', order)
        yield ('unlock', 'm')

    def main():
        a = yield ('create', waiter, 0)
        b = yield ('create', waiter, 0)
        yield ('lock', 'm')
        both = (yield ('ld', 'waiting')) == 2
        yield ('cond-signal', 'c', False)
        yield ('unlock', 'm')
        yield ('lock', 'm')
        yield ('st', 'phase', 2)
        yield ('cond-signal', 'c', True)
        yield ('unlock', 'm')
        yield from join(a)
        yield from join(b)
        if both:
            early = yield ('ld', 'early')
            if early == 2:
                yield ('fail', 'assertion', 'bug')
    return {'init': {'phase': 1}, 'main': main}


def cond_two_consumers():
    def consumer(_):
        yield ('lock', 'm')
        while (yield ('ld', 'items')) == 0:
            yield from cond_wait('c', 'm')
        v = yield ('ld', 'items')
        yield ('st', 'items', v - 1)
        yield ('unlock', 'm')

    def main():
        a = yield ('create', consumer, 0)
        b = yield ('create', consumer, 0)
        for _ in range(2):
            yield ('lock', 'm')
            v = yield ('ld', 'items')
            yield ('st', 'items', v + 1)
            yield ('cond-signal', 'c', False)
            yield ('unlock', 'm')
        yield from join(a)
        yield from join(b)
        v = yield ('ld', 'items')
        if v != 0:
            yield ('fail', 'assertion', 'bug')
    return {'main': main}


# Results of tools/enumerate.py for the slowest models (minutes each), so that regenerating the
# manifest stays quick; delete a 'known' entry to recompute it.
KNOWN_LOCKED_COUNTER_3 = {'executions': 31432, 'assume_blocked': 0, 'mazurkiewicz': 20,
                          'reads_from': 20, 'bugs': [], 'mazurkiewicz_complete': 20, 'cut': False}
KNOWN_DEKKER = {'executions': 176895, 'assume_blocked': 4179, 'mazurkiewicz': 56, 'reads_from': 46,
                'bugs': [], 'mazurkiewicz_complete': 8, 'cut': True}
KNOWN_PHILOSOPHERS_3 = {'executions': 440337, 'assume_blocked': 0, 'mazurkiewicz': 7,
                        'reads_from': 7, 'bugs': [('deadlock', None)],
                        'mazurkiewicz_complete': 6, 'cut': True}


# (file, flags, model, extra) -- extra: racy = the program has a data race on plain memory
def entries():
    return [
        ('indep_threads.c', ['-DT=2', '-DN=1'], indep_threads(2, 1), {}),
        ('indep_threads.c', ['-DT=2', '-DN=3'], indep_threads(2, 3), {}),
        ('indep_threads.c', ['-DT=3', '-DN=2'], indep_threads(3, 2), {}),
        ('indep_threads.c', ['-DT=4', '-DN=1'], indep_threads(4, 1), {}),
        ('shared_reads.c', ['-DT=2', '-DN=3'], shared_reads(2, 3), {}),
        ('lost_update.c', [], lost_update(), {'racy': True}),
        ('locked_counter.c', ['-DN=2'], locked_counter(2), {}),
        ('locked_counter.c', ['-DN=3'], locked_counter(3), {}),
        ('deadlock_abba.c', [], deadlock_abba(), {}),
        ('null_deref.c', [], null_deref(), {}),
        ('infinite_loop.c', [], infinite_loop(), {}),
        ('abort_thread.c', [], ready_then('abort'), {}),
        ('exit_thread.c', [], ready_then('exit'), {}),
        ('atomic_counter.c', ['-DT=2', '-DN=2'], atomic_counter(2, 2), {}),
        ('atomic_counter.c', ['-DT=3', '-DN=4'], atomic_counter(3, 4),
         {'known': {'executions': atomic_counter_dfs_count(3, 4), 'assume_blocked': 0,
                    'mazurkiewicz': 34650, 'reads_from': 34650, 'bugs': [],
                    'mazurkiewicz_complete': 34650, 'cut': False}}),
        ('cas_loop.c', [], cas_loop(), {}),
        ('cas_spinlock.c', ['-DT=2'], cas_spinlock(2), {'spin_loops': True}),
        ('cas_spinlock.c', ['-DT=3'], cas_spinlock(3), {'spin_loops': True}),
        ('cas_spinlock_bug.c', [], cas_spinlock_bug(), {'racy': True, 'spin_loops': True}),
        ('verifier_atomic.c', [], verifier_atomic(), {}),
        ('verifier_assume.c', [], verifier_assume(), {}),
        ('nested_create.c', [], nested_create(), {}),
        ('join_order.c', [], join_order(), {}),
        ('recursive_mutex.c', [], recursive_mutex(), {}),
        ('errorcheck_mutex.c', [], errorcheck_mutex(), {}),
        ('trylock.c', [], trylock(), {}),
        ('data_race_assert.c', [], data_race_assert(), {'racy': True}),
        ('message_passing.c', [], message_passing(), {}),
        ('peterson.c', [], peterson(), {}),
        ('dekker.c', [], dekker(), {}),
        ('sb_litmus.c', [], sb_litmus(), {}),
        ('philosophers.c', ['-DN=3'], philosophers(3), {}),
        ('empty_threads.c', [], empty_threads(), {}),
        ('reach_error.c', [], reach_error(), {}),
        ('no_threads.c', [], no_threads(), {}),
        ('thread_outlives_main.c', [], thread_outlives_main(), {}),
        ('reads_between_writes.c', ['-DT=3'], reads_between_writes(3), {}),
        ('reads_between_writes.c', ['-DT=4'], reads_between_writes(4), {}),
        ('cond_signal_choice.c', [], cond_signal_choice(), {}),
        ('cond_two_consumers.c', [], cond_two_consumers(), {}),
    ]

