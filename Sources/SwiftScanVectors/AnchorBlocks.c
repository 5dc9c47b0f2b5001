#include "SwiftScanVectors.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

// `t`, then `i` or `u`, then `p` or `t`, in any letter case, starting at each of the 32 positions
// from `at`: setting bit 5 lowers a capital, and a third byte with 0x24 set is `t` only when it
// was p, t, P or T. `tit` and `tup` pass too; the caller's exact test turns them away.
__attribute__((target("avx2"))) static inline uint32_t anchors32(const uint8_t *at, __m256i *seen) {
    const __m256i fold = _mm256_set1_epi8(0x20);
    const __m256i t = _mm256_set1_epi8('t');
    __m256i raw = _mm256_loadu_si256((const __m256i *)at);
    *seen = _mm256_or_si256(*seen, raw);
    __m256i second = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(at + 1)), fold);
    __m256i third = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(at + 2)), _mm256_set1_epi8(0x24));
    __m256i found = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_or_si256(raw, fold), t), _mm256_cmpeq_epi8(third, t)),
        _mm256_or_si256(
            _mm256_cmpeq_epi8(second, _mm256_set1_epi8('i')), _mm256_cmpeq_epi8(second, _mm256_set1_epi8('u'))));
    return (uint32_t)_mm256_movemask_epi8(found);
}

__attribute__((target("avx2"))) size_t swiftscan_anchor_block(
    const uint8_t *bytes, size_t offset, size_t count, uint64_t *anchors, int *non_ascii) {
    __m256i seen = _mm256_setzero_si256();
    uint64_t found = 0;
    while (count >= 66 && offset <= count - 66) {
        found = (uint64_t)anchors32(bytes + offset, &seen) | (uint64_t)anchors32(bytes + offset + 32, &seen) << 32;
        if (found) break;
        offset += 64;
    }
    if (_mm256_movemask_epi8(seen)) *non_ascii = 1;
    *anchors = found;
    return offset;
}

#else

size_t swiftscan_anchor_block(const uint8_t *bytes, size_t offset, size_t count, uint64_t *anchors, int *non_ascii) {
    (void)bytes;
    (void)count;
    (void)non_ascii;
    *anchors = 0;
    return offset;
}

#endif
