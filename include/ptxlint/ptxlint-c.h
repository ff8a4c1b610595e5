/*===- ptxlint-c.h - ptx-lint for C and other languages ------------*- C -*-===
 *
 * A C interface to the library (ptxlint/Lint.h), for compilers and for
 * bindings from other languages. Link with -lptxlint (pkg-config ptxlint,
 * or ptxlint::ptxlint from find_package(ptxlint)).
 *
 *   ptxlint_options *opts = ptxlint_options_create();
 *   ptxlint_options_add_target(opts, "sm_80");
 *   ptxlint_result *r = ptxlint_lint_buffer("kernel.ptx", text, len, opts);
 *   for (size_t i = 0; i < ptxlint_result_diagnostic_count(r); ++i)
 *     printf("%s:%u:%u: %s [%s]\n", ptxlint_result_diagnostic_file(r, i),
 *            ptxlint_result_diagnostic_line(r, i),
 *            ptxlint_result_diagnostic_column(r, i),
 *            ptxlint_result_diagnostic_message(r, i),
 *            ptxlint_result_diagnostic_id(r, i));
 *   ptxlint_result_destroy(r);
 *   ptxlint_options_destroy(opts);
 *
 * Conventions.
 *  - Handles are opaque. What a _create function or a function returning
 *    ptxlint_result* gives is the caller's and is released with the
 *    matching _destroy function; passing NULL to a _destroy function does
 *    nothing.
 *  - Every `const char *` a function returns is owned by the handle it was
 *    read from, NUL-terminated UTF-8 (or the bytes of the input), and stays
 *    valid until that handle is destroyed (for options: until the next call
 *    that changes them). ptxlint_version() returns a static string.
 *  - Strings passed in are copied; the caller may free them after the call.
 *  - No C++ exception crosses this interface. A function that cannot do its
 *    work (out of memory, a NULL handle) returns NULL, 0 or a nonzero
 *    status; ptxlint_options_last_error() says why an options call failed.
 *  - An index out of range gives NULL or 0.
 *  - Positions: lines and columns are 1-based and count bytes; ranges are
 *    half-open, so the end position is that of the first byte after the
 *    range (equal to the start for an insertion point). Offsets are 0-based
 *    byte offsets into the text given.
 *  - Handles may be used from several threads as long as no two threads use
 *    the same handle at once; distinct handles are independent.
 *
 *===-----------------------------------------------------------------------===*/
#ifndef PTXLINT_PTXLINT_C_H
#define PTXLINT_PTXLINT_C_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ptxlint_options ptxlint_options;
typedef struct ptxlint_result ptxlint_result;

typedef enum ptxlint_severity {
  PTXLINT_SEVERITY_NOTE = 0,
  PTXLINT_SEVERITY_WARNING = 1,
  PTXLINT_SEVERITY_ERROR = 2
} ptxlint_severity;

typedef enum ptxlint_format {
  PTXLINT_FORMAT_TEXT = 0,  /* as ptx-lint prints: file:line:col: ... */
  PTXLINT_FORMAT_JSON = 1,  /* ptx-lint's JSON, see ptxlint/OutputFormats.h */
  PTXLINT_FORMAT_SARIF = 2, /* SARIF 2.1.0 */
  /* Not a format: makes every int a valid value of the type in C++ too,
     so that a caller's out-of-range value is refused, not undefined. */
  PTXLINT_FORMAT_MAX_ENUM = 0x7FFFFFFF
} ptxlint_format;

/* The library's version, "MAJOR.MINOR.PATCH" (static storage). */
const char *ptxlint_version(void);

/*---- Options -------------------------------------------------------------*/

/* Default options: the module's own .target and .version, the default
 * warnings, inline `// ptx-lint: disable=` comments honoured. NULL when out
 * of memory. */
ptxlint_options *ptxlint_options_create(void);
void ptxlint_options_destroy(ptxlint_options *options);

/* Checks for this architecture ("sm_90a") instead of the module's .target;
 * each call adds one (as `--target a,b`). Returns 0, or nonzero for a
 * target ptx-lint does not know (nothing is added). */
int ptxlint_options_add_target(ptxlint_options *options, const char *target);

/* Checks as if the module declared this .version ("8.5"); NULL or ""
 * restores the module's own. Returns 0, or nonzero for an unknown version. */
int ptxlint_options_set_ptx_version(ptxlint_options *options,
                                    const char *version);

/* As `--cuda 12.4` (or "11.8,12.4"): checks whether the ptxas of that
 * CUDA release (or of each) accepts the module as written; NULL or ""
 * restores the newest release. Returns 0, or nonzero for a toolkit
 * ptx-lint does not know (nothing is changed). */
int ptxlint_options_set_cuda_version(ptxlint_options *options,
                                     const char *toolkit);

/* One -W switch without the "-W": "all", "no-redundant", "error",
 * "error=policy", "no-error=policy". Switches apply in the order given.
 * Returns 0, or nonzero for an unknown switch or group. */
int ptxlint_options_set_warning_switch(ptxlint_options *options,
                                       const char *warning_switch);

/* As -w: no warnings at all (nonzero) or the switches' (0). */
void ptxlint_options_set_no_warnings(ptxlint_options *options, int on);

/* Honour `// ptx-lint: disable=<id>` comments (nonzero, the default). */
void ptxlint_options_set_inline_suppressions(ptxlint_options *options, int on);

/* Keep comments in the canonical text (nonzero); default 0. */
void ptxlint_options_set_keep_comments(ptxlint_options *options, int on);

/* As -c (--relocatable): check the module as `ptxas -c` compiles it, to be
 * linked with others (nonzero), or as a whole program (0, the default). */
void ptxlint_options_set_relocatable(ptxlint_options *options, int on);

/* Why the last failed call on options failed ("" if none). */
const char *ptxlint_options_last_error(const ptxlint_options *options);

/*---- Checking ------------------------------------------------------------*/

/* Parses and checks a PTX module of len bytes (it need not be
 * NUL-terminated). name is used in diagnostics and the text and JSON
 * renderings (NULL: "<buffer>"). options may be NULL for the defaults.
 * Returns NULL only when out of memory or on a NULL text with len > 0. */
ptxlint_result *ptxlint_lint_buffer(const char *name, const char *text,
                                    size_t len,
                                    const ptxlint_options *options);

/* Checks an inline asm string as a code generator writes it
 * ("ld.global.L2::cache_hint.b32 %0, [%1], %2;") for target and
 * ptx_version (both required). `%%` stands for `%`; `%0`, `%1`, ... and
 * undeclared registers take whatever type the instruction needs. Offsets,
 * lines and columns refer to the string as given; the file name of its
 * diagnostics is "<inline asm>". An unknown or missing target or version
 * gives one error (unknown-target / unsupported-version) at offset 0 and
 * nothing else. Only the warning options of options are used (NULL: the
 * defaults). ptxlint_result_canonical_text is always NULL for it. */
ptxlint_result *ptxlint_check_instruction(const char *instruction,
                                          const char *target,
                                          const char *ptx_version,
                                          const ptxlint_options *options);

void ptxlint_result_destroy(ptxlint_result *result);

/*---- Results -------------------------------------------------------------*/

/* Diagnostics in source order. */
size_t ptxlint_result_diagnostic_count(const ptxlint_result *result);
unsigned ptxlint_result_error_count(const ptxlint_result *result);
unsigned ptxlint_result_warning_count(const ptxlint_result *result);

/* The stable ID, e.g. "requires-target" (docs/diagnostics.md). */
const char *ptxlint_result_diagnostic_id(const ptxlint_result *result,
                                         size_t index);
/* Its warning group ("targets"; -W<group>). */
const char *ptxlint_result_diagnostic_group(const ptxlint_result *result,
                                            size_t index);
ptxlint_severity ptxlint_result_diagnostic_severity(
    const ptxlint_result *result, size_t index);
const char *ptxlint_result_diagnostic_message(const ptxlint_result *result,
                                              size_t index);
const char *ptxlint_result_diagnostic_file(const ptxlint_result *result,
                                           size_t index);
unsigned ptxlint_result_diagnostic_line(const ptxlint_result *result,
                                        size_t index);
unsigned ptxlint_result_diagnostic_column(const ptxlint_result *result,
                                          size_t index);
unsigned ptxlint_result_diagnostic_end_line(const ptxlint_result *result,
                                            size_t index);
unsigned ptxlint_result_diagnostic_end_column(const ptxlint_result *result,
                                              size_t index);
size_t ptxlint_result_diagnostic_offset(const ptxlint_result *result,
                                        size_t index);
size_t ptxlint_result_diagnostic_end_offset(const ptxlint_result *result,
                                            size_t index);
/* With several targets: the ones the finding holds for, comma-separated
 * ("sm_75,sm_80"); "" when it holds for every target checked. */
const char *ptxlint_result_diagnostic_targets(const ptxlint_result *result,
                                              size_t index);

/* Notes attached to a diagnostic ("the module's .target is declared here"). */
size_t ptxlint_result_note_count(const ptxlint_result *result, size_t index);
const char *ptxlint_result_note_message(const ptxlint_result *result,
                                        size_t index, size_t note);
unsigned ptxlint_result_note_line(const ptxlint_result *result, size_t index,
                                  size_t note);
unsigned ptxlint_result_note_column(const ptxlint_result *result, size_t index,
                                    size_t note);
/* A note about a place in another file: the source line a .loc directive
 * names ("generated from here", "inlined from here"). The file as the
 * module's .file directive names it, or NULL for a note in the checked
 * file; its 1-based line, and column (0 when the .loc gives none); 0 and 0
 * for a note in the checked file. note_line and note_column give the .loc
 * that names the place. */
const char *ptxlint_result_note_other_file(const ptxlint_result *result,
                                           size_t index, size_t note);
unsigned ptxlint_result_note_other_line(const ptxlint_result *result,
                                        size_t index, size_t note);
unsigned ptxlint_result_note_other_column(const ptxlint_result *result,
                                          size_t index, size_t note);

/* Fix-its: replace [offset, end_offset) of the text with the replacement. */
size_t ptxlint_result_fixit_count(const ptxlint_result *result, size_t index);
size_t ptxlint_result_fixit_offset(const ptxlint_result *result, size_t index,
                                   size_t fixit);
size_t ptxlint_result_fixit_end_offset(const ptxlint_result *result,
                                       size_t index, size_t fixit);
const char *ptxlint_result_fixit_replacement(const ptxlint_result *result,
                                             size_t index, size_t fixit);

/* The module printed as canonical PTX (docs/canonical-ptx.md), or NULL when
 * it has errors (a module with errors is never printed). */
const char *ptxlint_result_canonical_text(ptxlint_result *result);

/* Every diagnostic rendered as ptx-lint would print it (text without color,
 * JSON or SARIF). NULL for an unknown format. */
const char *ptxlint_result_format(ptxlint_result *result,
                                  ptxlint_format format);

#ifdef __cplusplus
}
#endif

#endif /* PTXLINT_PTXLINT_C_H */
