// A sample engine tree for the layering checker's own test: `low` includes `high`, above it.
#pragma once

#include "high/high.h"
