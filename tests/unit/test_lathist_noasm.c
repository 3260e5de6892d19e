// modules: -DLATHIST_NO_ASM lib/hist/lathist.c
/*
 * test_lathist_noasm: every case of test_lathist.c on the portable C of lathist_record's exact
 * sums (the 128-bit sum and the 192-bit sum of squares with its carry), the code that other
 * architectures run; on x86-64 the engine uses add/adc in inline asm (lathist.c), which
 * test_lathist covers. -DLATHIST_NO_ASM (on the modules line above) selects the C.
 */
#include "test_lathist.c"
