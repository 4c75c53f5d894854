// A sample engine tree for the layering checker's own test: explore's shared part.
#pragma once
