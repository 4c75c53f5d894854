// expect: assertion
// classes: 4
// rf-classes: 4
// flags: -DPLAIN_LINK
// BUG: audit19_genmc_sorted_list_insert_cas.c linking the node with an atomic store instead
// of a CAS: two inserters that found the same window (10, tail) both link behind 10 and the
// first one's node is lost.
#include "audit19_genmc_sorted_list_insert_cas.c"
