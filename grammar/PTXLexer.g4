// Lexer for PTX modules (PTX ISA 9.0, chapter 4).
//
// The lexer knows the module-level directives that give a PTX file its
// structure and nothing about instructions: an instruction is an identifier
// followed by dotted names, and whether those names are legal is decided by
// the checker. Comments go to the hidden channel so that the printer can keep
// them on request.
lexer grammar PTXLexer;

channels { COMMENTS }

// ---- Directives that shape the module --------------------------------------
// Listed before DOT_NAME: on an equal-length match ANTLR picks the first rule,
// so `.version` is VERSION while `.versions` is a DOT_NAME.
VERSION        : '.version';
TARGET         : '.target';
ADDRESS_SIZE   : '.address_size';
FILE           : '.file';
LOC            : '.loc';
SECTION        : '.section';
ENTRY          : '.entry';
FUNC           : '.func';
ALIAS          : '.alias';
PRAGMA         : '.pragma';
CALLPROTOTYPE  : '.callprototype';
CALLTARGETS    : '.calltargets';
BRANCHTARGETS  : '.branchtargets';
ATTRIBUTE      : '.attribute';

// Keywords of `.loc`; the parser also accepts them as plain identifiers.
FUNCTION_NAME  : 'function_name';
INLINED_AT     : 'inlined_at';

// A vector or special-register component such as the `.x` of `%tid.x`.
// Kept apart from DOT_NAME so that `label .b8` in a debug section is never
// read as a component access.
COMPONENT      : '.' [xyzwrgba];

// Any other dotted name: types, state spaces, instruction modifiers and
// directives the parser treats generically. `::` joins sub-qualifiers, as in
// `.L2::cache_hint`, `.shared::cta` or `.im2col::w::128`.
DOT_NAME       : '.' FOLLOWSYM+ ('::' FOLLOWSYM+)*;

// The obsolete `@@DWARF` line form of debug information, kept verbatim.
DWARF_LINE     : '@@DWARF' ~[\r\n]*;

// ---- Literals -------------------------------------------------------------
// Exact IEEE bit patterns: 0f + 8 hex digits (f32), 0d + 16 hex digits (f64).
HEX_FLOAT      : '0' [fF] HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT;
HEX_DOUBLE     : '0' [dD] HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT
                          HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT;
DECIMAL_FLOAT  : DIGIT+ '.' DIGIT* EXPONENT?
               | DIGIT+ EXPONENT
               ;
HEX_INT        : '0' [xX] HEXDIGIT+ 'U'?;
BINARY_INT     : '0' [bB] [01]+ 'U'?;
OCTAL_INT      : '0' [0-7]* 'U'?;
DECIMAL_INT    : [1-9] DIGIT* 'U'?;
// ptxas ends a string at the next double quote, whatever comes between:
// a backslash escapes nothing (`"C:\dir\"` is a whole string) and a line
// break is part of the string.
STRING         : '"' ~["]* '"';

// ---- Identifiers ----------------------------------------------------------
IDENTIFIER     : [a-zA-Z] FOLLOWSYM*
               | [_$%] FOLLOWSYM+
               ;
UNDERSCORE     : '_';

// ---- Punctuation and operators --------------------------------------------
LBRACE   : '{';
RBRACE   : '}';
LPAREN   : '(';
RPAREN   : ')';
LBRACKET : '[';
RBRACKET : ']';
SEMI     : ';';
COMMA    : ',';
COLON    : ':';
AT       : '@';
ASSIGN   : '=';
QUESTION : '?';
PLUS     : '+';
MINUS    : '-';
STAR     : '*';
SLASH    : '/';
PERCENT  : '%';
TILDE    : '~';
SHL      : '<<';
SHR      : '>>';
LE       : '<=';
GE       : '>=';
EQ       : '==';
NE       : '!=';
LT       : '<';
GT       : '>';
ANDAND   : '&&';
OROR     : '||';
AMP      : '&';
CARET    : '^';
PIPE     : '|';
BANG     : '!';

// ---- Trivia ---------------------------------------------------------------
LINE_COMMENT  : '//' ~[\n]* -> channel(COMMENTS);
BLOCK_COMMENT : '/*' .*? '*/' -> channel(COMMENTS);
// A `/*` that never closes: one token to the end of the input, so the
// parser can say where the comment began instead of failing on a lone `/`.
// It cannot contain `*/`, or it would outmatch every closed comment.
UNTERMINATED_BLOCK_COMMENT : '/*' (~[*] | '*'+ ~[*/])* '*'* EOF;
// A `"` that is never closed: one token to the end of the input.
UNTERMINATED_STRING : '"' ~["]*;
// White space as ptxas has it: a vertical tab is not, a Ctrl-Z (0x1A, an old
// end-of-file mark) is.
WS : [ \t\r\n\f\u001A]+ -> skip;

// Anything else is a character PTX does not use; the parser reports it.
INVALID_CHARACTER : .;

fragment DIGIT     : [0-9];
fragment HEXDIGIT  : [0-9a-fA-F];
fragment EXPONENT  : [eE] [+-]? DIGIT+;
fragment FOLLOWSYM : [a-zA-Z0-9_$];
