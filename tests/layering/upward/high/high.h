// A sample engine tree for the layering checker's own test: `high` may use `low`.
#pragma once

#include "low/low.h"
