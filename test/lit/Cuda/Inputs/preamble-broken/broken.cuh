// A library header clang cannot read: its preamble cannot be built.
#pragma once

__device__ inline int unfinished(int x;
