// A second record for `.v8`, as family files used to write when an
// instruction needed something else of the word (one-record-per-spelling.test).
include "PTX.td"
def LateV8 : VectorQualifier<".v8", 8, Requires<PTX88, 100>>;
