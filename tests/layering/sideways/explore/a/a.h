// A sample engine tree for the layering checker's own test: algorithm `a` uses the shared part.
#pragma once

#include "explore/common/shared.h"
