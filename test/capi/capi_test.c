/*===- capi_test.c - The C API, from C -------------------------------------===
 *
 * Compiled as C (not C++) and linked against libptxlint.so, and again
 * against libptxlint.a: what a C program sees of ptxlint/ptxlint-c.h.
 * Prints each failed check and exits 1 if there was any.
 *
 *===-----------------------------------------------------------------------===*/
#include "ptxlint/ptxlint-c.h"

#include <stdio.h>
#include <string.h>

static int Failures = 0;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++Failures;                                                              \
    }                                                                          \
  } while (0)

static int streq(const char *A, const char *B) {
  return A && B && strcmp(A, B) == 0;
}

static int contains(const char *Haystack, const char *Needle) {
  return Haystack && Needle && strstr(Haystack, Needle) != NULL;
}

static const char CacheHint[] =
    ".version 7.4\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".visible .entry k(.param .u64 p)\n"
    "{\n"
    "  .reg .b32 %r<2>;\n"
    "  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [p];\n"
    "  createpolicy.fractional.L2::evict_last.b64 %rd2, 1.0;\n"
    "  ld.global.L2::cache_hint.b32 %r1, [%rd1], %rd2;\n"
    "  ret;\n"
    "}\n";

static void testVersion(void) {
  CHECK(streq(ptxlint_version(), PTXLINT_EXPECTED_VERSION));
}

static void testOptions(void) {
  ptxlint_options *O = ptxlint_options_create();
  CHECK(O != NULL);
  CHECK(ptxlint_options_add_target(O, "sm_80") == 0);
  CHECK(streq(ptxlint_options_last_error(O), ""));
  CHECK(ptxlint_options_add_target(O, "sm_999") != 0);
  CHECK(contains(ptxlint_options_last_error(O), "sm_999"));
  CHECK(ptxlint_options_add_target(O, NULL) != 0);
  CHECK(ptxlint_options_set_ptx_version(O, "8.5") == 0);
  CHECK(ptxlint_options_set_ptx_version(O, "banana") != 0);
  CHECK(ptxlint_options_set_ptx_version(O, NULL) == 0);
  CHECK(ptxlint_options_set_cuda_version(O, "12.4") == 0);
  CHECK(ptxlint_options_set_cuda_version(O, "99.9") != 0);
  CHECK(ptxlint_options_set_warning_switch(O, "no-redundant") == 0);
  CHECK(ptxlint_options_set_warning_switch(O, "all") == 0);
  CHECK(ptxlint_options_set_warning_switch(O, "no-bogus-group") != 0);
  CHECK(contains(ptxlint_options_last_error(O), "bogus"));
  ptxlint_options_destroy(O);
  /* NULL handles do nothing and fail cleanly. */
  ptxlint_options_destroy(NULL);
  ptxlint_result_destroy(NULL);
  CHECK(ptxlint_options_add_target(NULL, "sm_80") != 0);
  CHECK(ptxlint_result_diagnostic_count(NULL) == 0);
  CHECK(ptxlint_result_diagnostic_id(NULL, 0) == NULL);
}

/* --cuda: the module declares .version 7.4, which CUDA 11.0's ptxas does
 * not know and 11.4's does; in a list, the finding names its release. */
static void testCUDARelease(void) {
  ptxlint_options *O = ptxlint_options_create();
  ptxlint_result *R;
  CHECK(ptxlint_options_set_cuda_version(O, "11.0") == 0);
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), O);
  CHECK(R != NULL);
  CHECK(ptxlint_result_error_count(R) == 1);
  CHECK(streq(ptxlint_result_diagnostic_id(R, 0), "version-unknown-to-release"));
  CHECK(ptxlint_result_diagnostic_line(R, 0) == 1);
  ptxlint_result_destroy(R);
  CHECK(ptxlint_options_set_cuda_version(O, "11.4") == 0);
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), O);
  CHECK(ptxlint_result_error_count(R) == 0);
  ptxlint_result_destroy(R);
  CHECK(ptxlint_options_set_cuda_version(O, "11.0, 13.0") == 0);
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), O);
  CHECK(ptxlint_result_error_count(R) == 1);
  ptxlint_result_destroy(R);
  /* An unknown release in a list changes nothing. */
  CHECK(ptxlint_options_set_cuda_version(O, "11.4,12.x") != 0);
  CHECK(contains(ptxlint_options_last_error(O), "12.x"));
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), O);
  CHECK(ptxlint_result_error_count(R) == 1);
  ptxlint_result_destroy(R);
  CHECK(ptxlint_options_set_cuda_version(O, NULL) == 0);
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), O);
  CHECK(ptxlint_result_error_count(R) == 0);
  ptxlint_result_destroy(R);
  ptxlint_options_destroy(O);
}

static void testLintWithTarget(void) {
  ptxlint_options *O = ptxlint_options_create();
  ptxlint_result *R;
  size_t I;
  CHECK(ptxlint_options_add_target(O, "sm_75") == 0);
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), O);
  CHECK(R != NULL);
  CHECK(ptxlint_result_error_count(R) >= 1);
  /* The finding for the hint on line 10: `  ld.global.L2::cache_hint...`. */
  for (I = 0; I < ptxlint_result_diagnostic_count(R); ++I)
    if (ptxlint_result_diagnostic_line(R, I) == 10 &&
        streq(ptxlint_result_diagnostic_id(R, I), "requires-target"))
      break;
  CHECK(I < ptxlint_result_diagnostic_count(R));
  CHECK(ptxlint_result_diagnostic_severity(R, I) == PTXLINT_SEVERITY_ERROR);
  CHECK(ptxlint_result_diagnostic_column(R, I) == 12);
  CHECK(ptxlint_result_diagnostic_end_line(R, I) == 10);
  CHECK(ptxlint_result_diagnostic_end_column(R, I) == 27);
  CHECK(ptxlint_result_diagnostic_end_offset(R, I) -
            ptxlint_result_diagnostic_offset(R, I) == strlen(".L2::cache_hint"));
  CHECK(memcmp(CacheHint + ptxlint_result_diagnostic_offset(R, I),
               ".L2::cache_hint", 15) == 0);
  CHECK(streq(ptxlint_result_diagnostic_file(R, I), "kernel.ptx"));
  CHECK(streq(ptxlint_result_diagnostic_group(R, I), "error") ||
        ptxlint_result_diagnostic_group(R, I) != NULL);
  CHECK(contains(ptxlint_result_diagnostic_message(R, I), "sm_75"));
  CHECK(streq(ptxlint_result_diagnostic_targets(R, I), ""));
  /* Errors: no canonical text. */
  CHECK(ptxlint_result_canonical_text(R) == NULL);
  /* Renderings. */
  CHECK(contains(ptxlint_result_format(R, PTXLINT_FORMAT_TEXT),
                 "kernel.ptx:10:12: error:"));
  CHECK(contains(ptxlint_result_format(R, PTXLINT_FORMAT_JSON),
                 "ptx-lint-diagnostics"));
  CHECK(contains(ptxlint_result_format(R, PTXLINT_FORMAT_SARIF), "2.1.0"));
  CHECK(ptxlint_result_format(R, (ptxlint_format)7) == NULL);
  /* Out of range. */
  CHECK(ptxlint_result_diagnostic_id(R, 1000) == NULL);
  CHECK(ptxlint_result_diagnostic_line(R, 1000) == 0);
  CHECK(ptxlint_result_note_message(R, I, 1000) == NULL);
  ptxlint_result_destroy(R);
  ptxlint_options_destroy(O);
}

static void testCleanModule(void) {
  ptxlint_result *R;
  const char *Canonical;
  /* The text need not end in NUL: pass a prefix of a larger buffer. */
  char Buffer[sizeof CacheHint + 8];
  memcpy(Buffer, CacheHint, sizeof CacheHint - 1);
  memcpy(Buffer + sizeof CacheHint - 1, "garbage", 8);
  R = ptxlint_lint_buffer(NULL, Buffer, sizeof CacheHint - 1, NULL);
  CHECK(R != NULL);
  CHECK(ptxlint_result_error_count(R) == 0);
  Canonical = ptxlint_result_canonical_text(R);
  CHECK(contains(Canonical, ".version 7.4"));
  CHECK(contains(Canonical, "ld.global.L2::cache_hint.b32"));
  CHECK(!contains(Canonical, "garbage"));
  ptxlint_result_destroy(R);
}

static void testSyntaxErrorAndFixIt(void) {
  static const char Text[] = ".version 7.4\n"
                             ".target sm_80\n"
                             ".address_size 64\n"
                             ".visible .func f()\n"
                             "{\n"
                             "  .reg .b32 %r<2>;\n"
                             "  mov.u32 %r1, 1\n"
                             "}\n";
  ptxlint_result *R = ptxlint_lint_buffer("broken.ptx", Text, strlen(Text), NULL);
  CHECK(R != NULL);
  CHECK(ptxlint_result_diagnostic_count(R) >= 1);
  CHECK(streq(ptxlint_result_diagnostic_id(R, 0), "syntax-error"));
  CHECK(ptxlint_result_fixit_count(R, 0) == 1);
  CHECK(streq(ptxlint_result_fixit_replacement(R, 0, 0), ";"));
  CHECK(ptxlint_result_fixit_offset(R, 0, 0) == (size_t)(strstr(Text, ", 1\n") - Text) + 3);
  CHECK(ptxlint_result_canonical_text(R) == NULL);
  ptxlint_result_destroy(R);
}

static void testRelocatable(void) {
  static const char Text[] = ".version 8.0\n"
                             ".target sm_80\n"
                             ".address_size 64\n"
                             ".extern .func f ();\n"
                             ".visible .entry k()\n"
                             "{\n"
                             "  call f, ();\n"
                             "  ret;\n"
                             "}\n";
  ptxlint_options *O = ptxlint_options_create();
  ptxlint_result *R = ptxlint_lint_buffer("k.ptx", Text, sizeof Text - 1, O);
  CHECK(ptxlint_result_error_count(R) == 1);
  CHECK(streq(ptxlint_result_diagnostic_id(R, 0), "unresolved-extern-function"));
  CHECK(ptxlint_result_diagnostic_line(R, 0) == 7);
  ptxlint_result_destroy(R);
  ptxlint_options_set_relocatable(O, 1);
  R = ptxlint_lint_buffer("k.ptx", Text, sizeof Text - 1, O);
  CHECK(ptxlint_result_error_count(R) == 0);
  ptxlint_result_destroy(R);
  ptxlint_options_destroy(O);
}

static void testCheckInstruction(void) {
  static const char Asm[] = "ld.global.L2::cache_hint.b32 %0, [%1], %2;";
  ptxlint_result *R = ptxlint_check_instruction(Asm, "sm_80", "7.4", NULL);
  CHECK(R != NULL);
  CHECK(ptxlint_result_diagnostic_count(R) == 0);
  CHECK(ptxlint_result_canonical_text(R) == NULL);
  ptxlint_result_destroy(R);

  R = ptxlint_check_instruction(Asm, "sm_80", "7.3", NULL);
  CHECK(ptxlint_result_diagnostic_count(R) == 1);
  CHECK(streq(ptxlint_result_diagnostic_id(R, 0), "requires-ptx-version"));
  CHECK(ptxlint_result_diagnostic_offset(R, 0) == 9);
  CHECK(ptxlint_result_diagnostic_end_offset(R, 0) == 24);
  CHECK(ptxlint_result_diagnostic_line(R, 0) == 1);
  CHECK(ptxlint_result_diagnostic_column(R, 0) == 10);
  CHECK(streq(ptxlint_result_diagnostic_file(R, 0), "<inline asm>"));
  CHECK(contains(ptxlint_result_diagnostic_message(R, 0), "given to ptx-lint"));
  CHECK(ptxlint_result_note_count(R, 0) == 0);
  CHECK(contains(ptxlint_result_format(R, PTXLINT_FORMAT_TEXT),
                 "<inline asm>:1:10: error:"));
  ptxlint_result_destroy(R);

  /* `%%` escapes: the range still covers the qualifier in the string. */
  R = ptxlint_check_instruction(
      "ld.global.L2::cache_hint.b32 %%r1, [%%rd1], %%rd2;", "sm_75", "7.4", NULL);
  CHECK(ptxlint_result_diagnostic_count(R) == 1);
  CHECK(streq(ptxlint_result_diagnostic_id(R, 0), "requires-target"));
  CHECK(ptxlint_result_diagnostic_offset(R, 0) == 9);
  ptxlint_result_destroy(R);

  R = ptxlint_check_instruction(Asm, "sm_999", "7.4", NULL);
  CHECK(ptxlint_result_diagnostic_count(R) == 1);
  CHECK(streq(ptxlint_result_diagnostic_id(R, 0), "unknown-target"));
  CHECK(ptxlint_result_diagnostic_offset(R, 0) == 0);
  CHECK(ptxlint_result_error_count(R) == 1);
  ptxlint_result_destroy(R);

  R = ptxlint_check_instruction(Asm, NULL, NULL, NULL);
  CHECK(ptxlint_result_diagnostic_count(R) == 2);
  ptxlint_result_destroy(R);
  CHECK(ptxlint_check_instruction(NULL, "sm_80", "7.4", NULL) == NULL);
}

/* A note in the source file a .loc names: other_file, other_line and
 * other_column give it; note_line and note_column the .loc. */
static void testGeneratedFrom(void) {
  static const char Text[] = ".version 8.7\n"
                             ".target sm_90a\n"
                             ".address_size 64\n"
                             ".visible .entry k(.param .u64 p)\n"
                             "{\n"
                             "  .reg .b32 %r<3>;\n"
                             "  .reg .b64 %rd<2>;\n"
                             "  .loc 1 19 48\n"
                             "  add.u32 %r1, %r2, %rd1;\n"
                             "  ret;\n"
                             "}\n"
                             ".file 1 \"/src/k.py\"\n";
  ptxlint_result *R = ptxlint_lint_buffer("k.ptx", Text, sizeof Text - 1, NULL);
  CHECK(ptxlint_result_error_count(R) == 1);
  CHECK(ptxlint_result_diagnostic_line(R, 0) == 9);
  CHECK(ptxlint_result_note_count(R, 0) == 1);
  CHECK(streq(ptxlint_result_note_message(R, 0, 0), "generated from here"));
  CHECK(streq(ptxlint_result_note_other_file(R, 0, 0), "/src/k.py"));
  CHECK(ptxlint_result_note_other_line(R, 0, 0) == 19);
  CHECK(ptxlint_result_note_other_column(R, 0, 0) == 48);
  CHECK(ptxlint_result_note_line(R, 0, 0) == 8);
  CHECK(ptxlint_result_note_column(R, 0, 0) == 3);
  CHECK(ptxlint_result_note_other_file(R, 0, 1) == NULL);
  CHECK(ptxlint_result_note_other_line(R, 0, 1) == 0);
  CHECK(contains(ptxlint_result_format(R, PTXLINT_FORMAT_TEXT),
                 "/src/k.py:19:48: note: generated from here"));
  ptxlint_result_destroy(R);

  /* A note in the checked file has no other file. */
  R = ptxlint_lint_buffer("kernel.ptx", CacheHint, strlen(CacheHint), NULL);
  CHECK(ptxlint_result_note_other_file(R, 0, 0) == NULL);
  CHECK(ptxlint_result_note_other_column(R, 0, 0) == 0);
  ptxlint_result_destroy(R);
}

int main(void) {
  testVersion();
  testOptions();
  testLintWithTarget();
  testCUDARelease();
  testCleanModule();
  testSyntaxErrorAndFixIt();
  testRelocatable();
  testCheckInstruction();
  testGeneratedFrom();
  if (Failures) {
    fprintf(stderr, "%d check(s) failed\n", Failures);
    return 1;
  }
  printf("capi_test: all checks passed (ptxlint %s)\n", ptxlint_version());
  return 0;
}
