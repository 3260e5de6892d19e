// modules: -DLATHIST_NO_ASM lib/hist/lathist.c
/*
 * test_lathist_moments_noasm: every case of test_lathist_moments.c (the exact sums past 128
 * bits, the 192-bit carry) on the portable C of lathist_record's sums, the code that other
 * architectures run; on x86-64 the engine uses add/adc in inline asm (lathist.c), which
 * test_lathist_moments covers. -DLATHIST_NO_ASM (on the modules line above) selects the C.
 */
#include "test_lathist_moments.c"
