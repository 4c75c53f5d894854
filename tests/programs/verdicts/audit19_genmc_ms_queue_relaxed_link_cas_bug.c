// expect: data-race
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// complete: no
// flags: -DLINK_ORDER=memory_order_relaxed
// BUG: audit19_genmc_ms_queue_release_acquire_node_pool.c with the CAS that links a new node
// relaxed: the dequeuer's acquire load of the link reads from a store that releases nothing,
// so its read of the node's plain value races with the enqueuer's write of it (C11).
#include "audit19_genmc_ms_queue_release_acquire_node_pool.c"
