#include "SwiftScanVectors.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

int swiftscan_has_avx2(void) {
    return __builtin_cpu_supports("avx2");
}

// A byte stops when the class bits of its low nibble and of its high nibble share one:
//   0x01  high 0: low 0-8, E, F (control characters; 9-D are the blanks)
//   0x02  high 1 and 8-F: any low (control characters, non-ASCII)
//   0x04  high 2: low 2, 3, 7, A, F (" # ' * /)
//   0x08  high 3: low 0-9, C, E (digits, < >)
//   0x10  high 6: low 0 (`)
//   0x20  high 7: low F (DEL)
#define LOW_CLASSES                                                                                \
    0x02 | 0x01 | 0x08 | 0x10, 0x02 | 0x01 | 0x08, 0x02 | 0x01 | 0x04 | 0x08,                      \
        0x02 | 0x01 | 0x04 | 0x08, 0x02 | 0x01 | 0x08, 0x02 | 0x01 | 0x08, 0x02 | 0x01 | 0x08,     \
        0x02 | 0x01 | 0x04 | 0x08, 0x02 | 0x01 | 0x08, 0x02 | 0x08, 0x02 | 0x04, 0x02, 0x02 | 0x08, \
        0x02, 0x02 | 0x01 | 0x08, 0x02 | 0x01 | 0x04 | 0x20
#define HIGH_CLASSES 0x01, 0x02, 0x04, 0x08, 0, 0, 0x10, 0x20, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02

__attribute__((target("avx2"))) static inline uint32_t stops32(const uint8_t *at) {
    const __m256i low_classes = _mm256_setr_epi8(LOW_CLASSES, LOW_CLASSES);
    const __m256i high_classes = _mm256_setr_epi8(HIGH_CLASSES, HIGH_CLASSES);
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    __m256i bytes = _mm256_loadu_si256((const __m256i *)at);
    __m256i low = _mm256_shuffle_epi8(low_classes, _mm256_and_si256(bytes, nibble));
    __m256i high = _mm256_shuffle_epi8(high_classes, _mm256_and_si256(_mm256_srli_epi16(bytes, 4), nibble));
    __m256i plain = _mm256_cmpeq_epi8(_mm256_and_si256(low, high), _mm256_setzero_si256());
    return ~(uint32_t)_mm256_movemask_epi8(plain);
}

__attribute__((target("avx2"))) size_t swiftscan_code_stop_block(
    const uint8_t *bytes, size_t offset, size_t count, uint64_t *stops) {
    while (count >= 64 && offset <= count - 64) {
        uint64_t found = (uint64_t)stops32(bytes + offset) | (uint64_t)stops32(bytes + offset + 32) << 32;
        if (found) {
            *stops = found;
            return offset;
        }
        offset += 64;
    }
    *stops = 0;
    return offset;
}

#else

int swiftscan_has_avx2(void) { return 0; }

size_t swiftscan_code_stop_block(const uint8_t *bytes, size_t offset, size_t count, uint64_t *stops) {
    (void)bytes;
    (void)count;
    *stops = 0;
    return offset;
}

#endif
