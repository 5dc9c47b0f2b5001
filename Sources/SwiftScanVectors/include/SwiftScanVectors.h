// Byte classification 32 bytes at a time, for the two scans that pass over every byte of every
// file: LexScreen's code stops and ByteSurvey's anchors. Swift's SIMD types lower to baseline
// x86-64 (SSE2), which has no byte shuffle, and they cannot ask for more per function: a set of
// byte values costs a compare for each run of them (LexScreen's set, about 3 instructions a
// byte). With AVX2, one shuffle per nibble classifies any set in about a third of an instruction
// a byte. It is chosen when the processor has it; elsewhere the Swift vector loops run alone.
#ifndef SWIFTSCAN_VECTORS_H
#define SWIFTSCAN_VECTORS_H

#include <stddef.h>
#include <stdint.h>

/// Whether the functions below run here (x86-64 with AVX2); elsewhere they return at once.
int swiftscan_has_avx2(void);

/// From `offset`, the first 64-byte block [start, start + 64) within `count` that holds a byte
/// LexScreen stops at in top-level code (control characters but the blanks tab to carriage
/// return, DEL and non-ASCII bytes, digits, and " # ' * / < > `): returns its start and sets
/// `stops` to those bytes' positions in it (bit i: byte start + i). When no block within
/// `count` holds one, returns the first offset with fewer than 64 bytes left and sets `stops`
/// to 0.
size_t swiftscan_code_stop_block(const uint8_t *bytes, size_t offset, size_t count, uint64_t *stops);

/// From `offset`, the first block of 64 positions [start, start + 64) with `start + 66` within
/// `count` where `t`, then `i` or `u`, then `p` or `t` start, in any letter case (a superset of
/// ByteSurvey's anchors `tip` and `tut`): returns its start and sets `anchors` to those positions
/// (bit i: position start + i). When none, returns the first offset with fewer than 66 bytes left
/// and sets `anchors` to 0. Sets `*non_ascii` to 1 when a byte it passed or returns in its block
/// has the high bit set; leaves it otherwise.
size_t swiftscan_anchor_block(const uint8_t *bytes, size_t offset, size_t count, uint64_t *anchors, int *non_ascii);

#endif
