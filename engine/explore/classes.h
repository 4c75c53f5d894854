// Moved to analysis/classes.h (class keys are an analysis of executions, used by every
// algorithm's tests and by check); this forward keeps older include lines working.
#pragma once

#include "analysis/classes.h"
