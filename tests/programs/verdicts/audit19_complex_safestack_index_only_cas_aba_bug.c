// expect: assertion
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// time-limit: 10
// flags: -DCOUNTED=0
// BUG: audit19_complex_safestack_packed_index_count_cas.c without the modification count in
// the head word: thread one reads top A and its next B, thread two pops A and B and pushes A
// back, and thread one's CAS (A -> B) succeeds: B, which thread two owns, is the top again
// (two owners, or a cycle when thread two pushes B onto itself).
#include "audit19_complex_safestack_packed_index_count_cas.c"
