/* Built by the install test with `cc pkgconfig_client.c $(pkg-config
 * --cflags --libs ptxlint)`: the C API through the installed ptxlint.pc. */
#include <ptxlint/ptxlint-c.h>

#include <stdio.h>
#include <string.h>

int main(void) {
  const char *Asm = "ld.global.L2::cache_hint.b32 %0, [%1], %2;";
  ptxlint_result *R = ptxlint_check_instruction(Asm, "sm_75", "7.4", NULL);
  if (!R || ptxlint_result_diagnostic_count(R) != 1 ||
      strcmp(ptxlint_result_diagnostic_id(R, 0), "requires-target") != 0) {
    fprintf(stderr, "pkgconfig_client: unexpected result\n");
    return 1;
  }
  printf("pkgconfig_client: ptxlint %s: %s", ptxlint_version(),
         ptxlint_result_format(R, PTXLINT_FORMAT_TEXT));
  ptxlint_result_destroy(R);
  return 0;
}
