"""A tiny, independent brute-force enumerator for hand models of the corpus programs.

It is NOT braid: it never looks at the C code. Each corpus program has a hand-written Python
model (tests/programs/tools/models.py) whose threads are generators yielding the program's
visible operations in the order the C code performs them. This file explores every
interleaving of those operations (the DFS oracle's job) and counts:

  * executions      every maximal schedule (complete, bug, or failed assume)
  * mazurkiewicz_complete   the same, counting complete executions only (no bug, no failed
                    assume): the classes every DPOR algorithm must cover
  * mazurkiewicz    classes of executions under the dependency rule of benchmarks.md section 1
                    (same thread; same variable with a write; same mutex; create/join of the
                    other's thread), via the canonical lexicographic linearisation
  * reads_from      classes by (which write each read reads, which release each acquisition
                    follows)
  * bugs            (kind, marker) pairs; executions ending in a failed assume are counted
                    separately (assume_blocked)

Conventions mirrored from braid's runtime:
  * every yielded op except the pseudo-ops below is one event and is preceded by a
    scheduling point;
  * pseudo-ops ('fail', kind, tag), ('assume', cond) are not scheduling points: a fail ends the
    execution with a bug right after the thread's previous event; a false assume ends the
    assuming thread for good (the others run on; the execution ends assume-blocked when no
    thread can run), a true assume does nothing;
  * ('atomic', fn) runs fn(Mem) as ONE step that may produce several events
    (__VERIFIER_atomic_begin/end);
  * thread exit is not a scheduling point; main returning does not end other threads;
  * an execution in which no thread is enabled but some are unfinished is a deadlock.

Operations (the value sent back to the generator is shown after ->):
  ('ld', var) -> value         ('st', var, value)
  ('rmw', var, fn) -> old      (writes fn(old))
  ('cas', var, expected, new) -> (ok, old)   (failure is a read)
  ('cas', var, expected, new, seen), ('rmw', var, fn, seen)   a spin loop's next attempt
                               after one that found `seen` and changed nothing: disabled
                               while var still holds `seen` (braid's runtime blocks a spin
                               loop whose iteration changed nothing); seen = None: enabled
  ('lock', m) / ('unlock', m)  ('trylock', m) -> 0 | 'EBUSY'
  ('create', fn, arg) -> tid   ('join', tid)
  ('cond-reg', c)              registration of a condition-variable wait (its first step)
  ('cond-wake', c, timed) -> 0 | 'ETIMEDOUT'   the wait's wake-up (disabled until it may run)
  ('cond-signal', c, broadcast)
  (models.cond_wait(c, m, timed) yields the whole wait: cond-reg, unlock, cond-wake, lock.)

Condition variables follow braid's token model (engine/runtime/primitives.cpp): a signal
adds a wake-up token when more waiters are pending than tokens are outstanding, usable by
the waiters registered before it; a wake-up takes the usable token with the smallest limit;
a broadcast wakes every pending waiter and drops the tokens; a timed wake-up is always
enabled and times out when no token is usable; a model's 'spurious' entry lets each thread
wake up that many times without a token. Their events touch two bytes of the condition
variable: wake-ups byte 0, registrations byte 1, signals both; all of them read and write.
"""

import itertools


class Mem:
    """Accessor given to ('atomic', fn) blocks: records the events of the block."""

    def __init__(self, run, tid):
        self.run, self.tid = run, tid

    def ld(self, var):
        return self.run.do_mem(self.tid, ('ld', var))

    def st(self, var, value):
        self.run.do_mem(self.tid, ('st', var, value))


class Thread:
    def __init__(self, tid, gen):
        self.tid, self.gen = tid, gen
        self.pending = None
        self.finished = False
        self.nevents = 0
        self.ticket, self.cond_broadcast, self.spurious_used = 0, False, 0


class Run:
    def __init__(self, model):
        self.model = model
        self.mem = dict(model.get('init', {}))
        self.mutex = {}  # name -> [owner, count]
        self.mutex_kind = dict(model.get('mutex_kinds', {}))
        self.conds = {}  # name -> {'tickets': n, 'pending': [tid], 'tokens': [limit]}
        self.spurious = model.get('spurious', 0)
        self.threads = []
        self.events = []  # (tid, idx, kind, obj, reads, writes, peer)
        self.outcome = None  # None (running), 'complete', 'bug', 'assume'
        self.bug = None
        self.spawn(model['main'], None)

    # -- threads ---------------------------------------------------------------------------
    def spawn(self, fn, arg):
        t = Thread(len(self.threads), fn(arg) if arg is not None else fn())
        self.threads.append(t)
        self.advance(t, None, first=True)
        return t.tid

    def advance(self, t, value, first=False):
        """Run thread t locally until its next scheduling point (or its end)."""
        while True:
            try:
                op = next(t.gen) if first else t.gen.send(value)
            except StopIteration:
                t.finished, t.pending = True, None
                return
            first = False
            if op[0] == 'fail':
                self.end('bug', (op[1], op[2]), t.tid)
                return
            if op[0] == 'assume':
                if op[1]:
                    value = None
                    continue
                # A failed assume blocks its thread for good; the others run on.
                t.assume_blocked, t.pending = True, None
                return
            t.pending = op
            return

    def end(self, outcome, bug, tid):
        if self.outcome is None:
            self.outcome, self.bug = outcome, bug
            if bug is not None:
                self.add_event(tid, 'fail', None, False, False, None)

    def enabled(self, t):
        if t.finished or t.pending is None:
            return False
        op = t.pending
        if op[0] == 'lock':
            owner = self.mutex.get(op[1], [None, 0])[0]
            if owner is None:
                return True
            return owner == t.tid and self.mutex_kind.get(op[1]) in ('recursive', 'errorcheck')
        if op[0] == 'join':
            return self.threads[op[1]].finished
        seen_at = {'cas': 4, 'rmw': 3}.get(op[0])
        if seen_at is not None and len(op) > seen_at and op[seen_at] is not None:
            return self.mem.get(op[1], 0) != op[seen_at]
        if op[0] == 'cond-wake' and not op[2]:
            c = self.cond(op[1])
            return (t.cond_broadcast or any(limit > t.ticket for limit in c['tokens'])
                    or t.spurious_used < self.spurious)
        return True

    def cond(self, name):
        return self.conds.setdefault(name, {'tickets': 0, 'pending': [], 'tokens': []})

    # -- events ----------------------------------------------------------------------------
    def add_event(self, tid, kind, obj, reads, writes, peer):
        t = self.threads[tid]
        self.events.append((tid, t.nevents, kind, obj, reads, writes, peer))
        t.nevents += 1

    def do_mem(self, tid, op):
        kind = op[0]
        if kind == 'ld':
            self.add_event(tid, 'ld', op[1], True, False, None)
            return self.mem.get(op[1], 0)
        if kind == 'st':
            self.add_event(tid, 'st', op[1], False, True, None)
            self.mem[op[1]] = op[2]
            return None
        if kind == 'rmw':
            old = self.mem.get(op[1], 0)
            self.add_event(tid, 'rmw', op[1], True, True, None)
            self.mem[op[1]] = op[2](old)
            return old
        if kind == 'cas':
            old = self.mem.get(op[1], 0)
            if old == op[2]:
                self.add_event(tid, 'cas', op[1], True, True, None)
                self.mem[op[1]] = op[3]
                return (True, old)
            self.add_event(tid, 'cas-fail', op[1], True, False, None)
            return (False, old)
        raise ValueError(op)

    def step(self, tid):
        t = self.threads[tid]
        op = t.pending
        kind = op[0]
        result = None
        if kind in ('ld', 'st', 'rmw', 'cas'):
            result = self.do_mem(tid, op)
        elif kind == 'atomic':
            result = op[1](Mem(self, tid))
        elif kind == 'lock':
            st = self.mutex.setdefault(op[1], [None, 0])
            mk = self.mutex_kind.get(op[1])
            if st[0] == tid and mk == 'errorcheck':
                result = 'EDEADLK'
                self.add_event(tid, 'lock-err', ('mutex', op[1]), False, False, None)
            else:
                st[0], st[1] = tid, st[1] + 1
                self.add_event(tid, 'lock', ('mutex', op[1]), False, False, None)
                result = 0
        elif kind == 'trylock':
            st = self.mutex.setdefault(op[1], [None, 0])
            if st[0] is None or (st[0] == tid and self.mutex_kind.get(op[1]) == 'recursive'):
                st[0], st[1] = tid, st[1] + 1
                self.add_event(tid, 'lock', ('mutex', op[1]), False, False, None)
                result = 0
            else:
                self.add_event(tid, 'trylock-fail', ('mutex', op[1]), False, False, None)
                result = 'EBUSY'
        elif kind == 'unlock':
            st = self.mutex[op[1]]
            assert st[0] == tid, 'model unlocks a mutex it does not own'
            st[1] -= 1
            if st[1] == 0:
                st[0] = None
            self.add_event(tid, 'unlock', ('mutex', op[1]), False, False, None)
        elif kind == 'create':
            child = len(self.threads)
            self.add_event(tid, 'create', None, False, False, child)
            result = self.spawn(op[1], op[2])
        elif kind == 'join':
            self.add_event(tid, 'join', None, False, False, op[1])
        elif kind == 'cond-reg':
            c = self.cond(op[1])
            t.ticket, t.cond_broadcast = c['tickets'], False
            c['tickets'] += 1
            c['pending'].append(tid)
            self.add_event(tid, 'cond', ('cond', op[1], frozenset([1])), True, True, None)
        elif kind == 'cond-wake':
            c = self.cond(op[1])
            result = 0
            if t.cond_broadcast:
                t.cond_broadcast = False
            else:
                usable = [i for i, limit in enumerate(c['tokens']) if limit > t.ticket]
                if usable:
                    del c['tokens'][usable[0]]  # the smallest limit (tokens are non-decreasing)
                elif op[2]:
                    result = 'ETIMEDOUT'
                else:
                    t.spurious_used += 1
                c['pending'].remove(tid)
            self.add_event(tid, 'cond', ('cond', op[1], frozenset([0])), True, True, None)
        elif kind == 'cond-signal':
            c = self.cond(op[1])
            if op[2]:
                for w in c['pending']:
                    self.threads[w].cond_broadcast = True
                c['pending'], c['tokens'] = [], []
            elif len(c['pending']) > len(c['tokens']):
                c['tokens'].append(c['tickets'])
            self.add_event(tid, 'cond', ('cond', op[1], frozenset([0, 1])), True, True, None)
        else:
            raise ValueError(op)
        if self.outcome is None:
            self.advance(t, result)


def is_cond(obj):
    return isinstance(obj, tuple) and obj[0] == 'cond'


def dependent(a, b):
    if a[0] == b[0]:
        return True
    # create / join of the other's thread
    for x, y in ((a, b), (b, a)):
        if x[2] in ('create', 'join') and x[6] == y[0]:
            return True
    if is_cond(a[3]) or is_cond(b[3]):
        # Condition-variable events all read and write their bytes.
        return is_cond(a[3]) and is_cond(b[3]) and a[3][1] == b[3][1] and bool(a[3][2] & b[3][2])
    if a[3] is None or b[3] is None or a[3] != b[3]:
        return False
    if isinstance(a[3], tuple):  # same mutex
        return True
    return a[5] or b[5]


def mazurkiewicz_key(events):
    n = len(events)
    preds = [set(j for j in range(i) if dependent(events[j], events[i])) for i in range(n)]
    placed = set()
    order = []
    while len(order) < n:
        best = None
        for i in range(n):
            if i in placed or not preds[i] <= placed:
                continue
            if best is None or events[i][0] < events[best][0]:
                best = i
        placed.add(best)
        order.append(events[best][0])
    return tuple(order)


def reads_from_key(events):
    last_write = {}
    last_release = {}
    rf = []
    per_thread = {}
    for e in events:
        tid, idx, kind, obj = e[0], e[1], e[2], e[3]
        per_thread.setdefault(tid, []).append(kind)
        if is_cond(obj):
            # As braid: one observation per distinct latest writer of the bytes read.
            for w in set(last_write.get(('cond', obj[1], b)) for b in obj[2]):
                rf.append(((tid, idx), w))
            for b in obj[2]:
                last_write[('cond', obj[1], b)] = (tid, idx)
            continue
        if e[4]:
            rf.append(((tid, idx), last_write.get(obj)))
        if e[5]:
            last_write[obj] = (tid, idx)
        if kind == 'lock':
            rf.append(((tid, idx), last_release.get(obj)))
        if kind == 'unlock':
            last_release[obj] = (tid, idx)
    # Like braid's reads_from_key (engine/analysis/classes.h): only the reads-from / lock-order
    # mapping, not which other events ran (executions cut short by a failed assume or a bug
    # that differ only in writes nobody read are in one class).
    return tuple(sorted(rf, key=repr))


def run_once(model, prefix):
    r = Run(model)
    choices = []
    while r.outcome is None:
        live = [t for t in r.threads if not t.finished]
        if not live:
            r.outcome = 'complete'
            break
        en = [t.tid for t in live if r.enabled(t)]
        if not en and any(getattr(t, 'assume_blocked', False) for t in live):
            r.outcome = 'assume'
            break
        if not en:
            r.outcome, r.bug = 'bug', ('deadlock', None)
            break
        k = len(choices)
        pick = prefix[k] if k < len(prefix) else min(en)
        assert pick in en, (prefix, k, en)
        choices.append((en, pick))
        r.step(pick)
    return r, choices


def explore(model, limit=2_000_000):
    stats = {'executions': 0, 'assume_blocked': 0, 'complete': 0, 'bug_executions': 0}
    maz, rf, bugs = set(), set(), set()
    maz_complete = set()
    prefix = []
    while True:
        r, choices = run_once(model, prefix)
        stats['executions'] += 1
        if r.outcome == 'assume':
            stats['assume_blocked'] += 1
        elif r.outcome == 'bug':
            stats['bug_executions'] += 1
            bugs.add(r.bug)
        else:
            stats['complete'] += 1
        key = mazurkiewicz_key(r.events)
        maz.add(key)
        if r.outcome == 'complete':
            maz_complete.add(key)
        rf.add(reads_from_key(r.events))
        if stats['executions'] >= limit:
            raise RuntimeError('too many executions')
        i = len(choices) - 1
        while i >= 0:
            en, ch = choices[i]
            bigger = [e for e in en if e > ch]
            if bigger:
                prefix = [c for _, c in choices[:i]] + [min(bigger)]
                break
            i -= 1
        if i < 0:
            break
    stats['mazurkiewicz'] = len(maz)
    stats['mazurkiewicz_complete'] = len(maz_complete)
    stats['reads_from'] = len(rf)
    stats['bugs'] = sorted(bugs, key=repr)
    return stats
