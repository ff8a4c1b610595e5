// Parser for PTX modules (PTX ISA 9.0, chapters 4, 5 and 11).
//
// Module structure is spelled out; instructions are not. Every instruction is
// `guard? opcode modifier* operands ';'`, whatever the opcode, so that an
// unknown or misplaced qualifier reaches the checker, which can say what is
// wrong with it, instead of becoming a syntax error here.
//
// Every alternative of a rule is labelled, or none is.
parser grammar PTXParser;

options { tokenVocab = PTXLexer; }

// A module is a sequence of items. The driver may also hand this rule any
// run of consecutive items (see ModuleChunker), which is why nothing here
// depends on an item's position in the file.
module
    : item* EOF
    ;

item
    : versionDirective
    | targetDirective
    | addressSizeDirective
    | fileDirective
    | sectionDirective
    | pragmaDirective
    | aliasDirective
    | dwarfDirective
    | functionDefinition
    | variableDeclaration
    ;

// ---- Module directives ----------------------------------------------------
versionDirective     : VERSION DECIMAL_FLOAT ;
targetDirective      : TARGET identifier (COMMA identifier)* ;
addressSizeDirective : ADDRESS_SIZE integer ;
// ptxas takes a timestamp without a size, though the ISA lists them as a pair.
fileDirective        : FILE integer STRING (COMMA integer (COMMA integer)?)? ;
pragmaDirective      : PRAGMA STRING (COMMA STRING)* SEMI ;
aliasDirective       : ALIAS identifier COMMA identifier SEMI ;
dwarfDirective       : DWARF_LINE ;

// ptxas takes only dotted section names (`.debug_info`).
sectionDirective
    : SECTION DOT_NAME LBRACE sectionEntry* RBRACE
    ;
sectionEntry
    : identifier COLON                              # sectionLabel
    | DOT_NAME sectionValue (COMMA sectionValue)*   # sectionData
    ;
// A value in a debug section may name another section (`.debug_abbrev`),
// optionally with an offset (`.debug_str+16`).
sectionValue
    : DOT_NAME (sign=(PLUS | MINUS) expression)?    # sectionRelativeValue
    | expression                                    # plainSectionValue
    ;

// ---- Variables ------------------------------------------------------------
// `.global .align 4 .u32 a[3] = {1, 2, 3}, b;` The qualifiers are kept in the
// order written; the checker decides which orders are legal.
// ptxas takes a declaration without a name (`.reg .b32;`), in a body and at
// module scope; it declares nothing.
variableDeclaration
    : declarationQualifier+ (declarator (COMMA declarator)*)? SEMI
    ;
declarationQualifier
    : DOT_NAME integer?                             # plainQualifier
    | ATTRIBUTE LPAREN attributeItem (COMMA attributeItem)* RPAREN  # attributeQualifier
    ;
attributeItem
    : DOT_NAME (LPAREN expression (COMMA expression)* RPAREN)?
    ;
declarator
    : declaratorName registerRange? arrayDimension* (ASSIGN initializer)?
    ;
declaratorName
    : identifier
    | UNDERSCORE
    ;
// `%r<100>` declares %r0 .. %r99.
registerRange
    : LT integer GT
    ;
arrayDimension
    : LBRACKET expression? RBRACKET
    ;
initializer
    : LBRACE initializer (COMMA initializer)* RBRACE   # aggregateInitializer
    | expression                                       # scalarInitializer
    ;

// ---- Functions ------------------------------------------------------------
// A header with neither body nor `;` is a prototype when the next item
// follows (old nvopencc wrote `.visible .func f (...)` on one line and the
// same header with its body below), a declaration (`.const .u32 x;`) as
// well as a function. ptxas takes that for `.func` only; the AST builder
// reports an `.entry` without either. Attributes belong to the header only
// when a body or `;` follows them: the words before the next item's
// `.func` are that item's (`.visible`), and so are the words of a
// declaration, which end in a name no attribute takes (directiveValue). An
// attribute left between the two is the next item's too, where ptxas,
// which knows its words, gives `.noreturn` to the header
// (docs/ptxas-differences.md).
functionDefinition
    : DOT_NAME* kind=(ENTRY | FUNC) returnParameters=parameterList? functionName
      parameters=parameterList? (functionAttribute* (block | SEMI))?
    ;
functionName
    : identifier
    ;
parameterList
    : LPAREN (parameterDeclaration (COMMA parameterDeclaration)*)? RPAREN
    ;
parameterDeclaration
    : declarationQualifier+ declarator
    ;
// `.maxntid 256, 1, 1`, `.noreturn`, `.pragma "nounroll";`, ...
functionAttribute
    : DOT_NAME (directiveValue (COMMA directiveValue)*)?  # tuningDirective
    | pragmaDirective                                     # functionPragma
    ;
// ptxas takes integer literals only (`.maxntid k`, `.maxntid 1+1` and
// `.maxntid (64)` are syntax errors near `k`, `+` and `(`); a sign and a
// fraction are taken here for the checker to explain. A directive's value
// is never a name: so a header's words end before a declarator, and after
// a prototype `.const .u32 x;` is a declaration, not the directives
// `.const` and `.u32 x`.
directiveValue
    : op=(PLUS | MINUS) directiveValue              # signedDirectiveValue
    | integer                                       # integerDirectiveValue
    | floatLiteral                                  # floatDirectiveValue
    ;

// ---- Function bodies ------------------------------------------------------
block
    : LBRACE statement* RBRACE
    ;
statement
    : identifier COLON                              # labelStatement
    | controlFlowDirective                          # controlFlowStatement
    | instruction                                   # instructionStatement
    | variableDeclaration                           # declarationStatement
    | locDirective                                  # locStatement
    | pragmaDirective                               # pragmaStatement
    | block                                         # blockStatement
    | dwarfDirective                                # dwarfStatement
    ;

// ptxas takes the two attributes together and in this order. The inlined
// function's name is at a label of a .section or in `.debug_str`, at most
// an integer offset after it.
locDirective
    : LOC integer integer integer (COMMA locInlining)?
    ;
locInlining
    : FUNCTION_NAME (identifier | DOT_NAME) (PLUS integer)?
      COMMA INLINED_AT integer integer integer
    ;

// Directives that name a set of targets: `ts: .branchtargets L1, L2;`,
// `tgts: .calltargets f, g;`, `proto: .callprototype (.param .b32 _) _ (...);`
controlFlowDirective
    : identifier COLON BRANCHTARGETS identifier (COMMA identifier)* SEMI   # branchTargets
    | identifier COLON CALLTARGETS identifier (COMMA identifier)* SEMI     # callTargets
    | identifier COLON CALLPROTOTYPE returnParameters=parameterList? UNDERSCORE
      parameters=parameterList? functionAttribute* SEMI                   # callPrototype
    ;

// ---- Instructions ---------------------------------------------------------
instruction
    : guard? opcode modifier* (operand (COMMA operand)*)? SEMI
    ;
guard
    : AT BANG? identifier
    ;
opcode
    : identifier
    ;
// Any dotted word, including those that are directives elsewhere, as in
// `fence.proxy.alias`.
modifier
    : DOT_NAME
    | COMPONENT
    | VERSION | TARGET | ADDRESS_SIZE | FILE | LOC | SECTION | ENTRY | FUNC
    | ALIAS | PRAGMA | CALLPROTOTYPE | CALLTARGETS | BRANCHTARGETS | ATTRIBUTE
    ;

// `selector` is the part select of the video instructions: `r1.b3`,
// `r2.h10`, `r3.b7654` (ISA 9.7.18). The checker says where one may stand.
operand
    : LBRACKET operand (COMMA operand)* RBRACKET DOT_NAME?   # addressOperand
    | LBRACE operand (COMMA operand)* RBRACE (PIPE expression)?  # vectorOperand
    | LPAREN RPAREN                                 # emptyListOperand
    | LPAREN operand (COMMA operand)+ RPAREN        # listOperand
    | LPAREN operand RPAREN                         # singletonListOperand
    | UNDERSCORE (PIPE expression)?                 # sinkOperand
    | expression (PIPE UNDERSCORE | selector=DOT_NAME)?  # expressionOperand
    ;

// ---- Constant expressions (section 4.5.4), C precedence -------------------
expression
    : primaryExpression                                         # primary
    | op=(PLUS | MINUS | BANG | TILDE) expression               # unary
    | LPAREN DOT_NAME RPAREN expression                         # cast
    | expression op=(STAR | SLASH | PERCENT) expression         # binary
    | expression op=(PLUS | MINUS) expression                   # binary
    | expression op=(SHL | SHR) expression                      # binary
    | expression op=(LT | GT | LE | GE) expression              # binary
    | expression op=(EQ | NE) expression                        # binary
    | expression op=AMP expression                              # binary
    | expression op=CARET expression                            # binary
    | expression op=PIPE expression                             # binary
    | expression op=ANDAND expression                           # binary
    | expression op=OROR expression                             # binary
    | <assoc=right> expression QUESTION expression COLON expression  # conditional
    ;

primaryExpression
    : integer                                                   # integerLiteral
    | floatLiteral                                              # floatingLiteral
    | identifier LPAREN expression RPAREN                       # functionCall
    | identifier LBRACKET expression RBRACKET                   # indexedSymbol
    | identifier COMPONENT?                                     # symbolReference
    | LPAREN expression RPAREN                                  # parenthesized
    ;

integer
    : DECIMAL_INT
    | HEX_INT
    | OCTAL_INT
    | BINARY_INT
    ;
floatLiteral
    : DECIMAL_FLOAT
    | HEX_FLOAT
    | HEX_DOUBLE
    ;

// The `.loc` keywords remain usable as names.
identifier
    : IDENTIFIER
    | FUNCTION_NAME
    | INLINED_AT
    ;
