// expect: data-race, assertion
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// flags: -DWRITER_IGNORES_READERS
// BUG: audit19_genmc_rw_spinlock_writer_bit_reader_count.c with a writer that only waits for
// other writers (sets bit 0 whatever the reader count): it writes the pair while a reader
// reads it, a data race, and the reader can see 7 and 0.
#include "audit19_genmc_rw_spinlock_writer_bit_reader_count.c"
