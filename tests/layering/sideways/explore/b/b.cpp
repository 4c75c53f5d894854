// A sample engine tree for the layering checker's own test: algorithm `b` includes
// algorithm `a`'s header, which the rule between algorithm folders forbids.
#include "explore/a/a.h"
#include "explore/common/shared.h"
